#!/usr/bin/env bash
# Runs a command beside a fresh, unlocked gnome-keyring (Secret Service) in a temp home.
# Meant to be called inside `dbus-run-session`.
set -euo pipefail
tmp=$(mktemp -d)
# The daemon exits by itself when dbus-run-session closes the bus.
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/data" "$tmp/cache" "$tmp/run"
chmod 700 "$tmp/run"
export XDG_DATA_HOME="$tmp/data" XDG_CACHE_HOME="$tmp/cache" XDG_RUNTIME_DIR="$tmp/run"
eval "$(echo pass | gnome-keyring-daemon --unlock --components=secrets)"
export GNOME_KEYRING_CONTROL
"$@"
