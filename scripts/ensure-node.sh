#!/usr/bin/env bash
# Sourced by .ci/run: puts a Node >= 22.12 first on PATH. Where the machine's Node is older,
# installs the npm registry's `node@22` package (a real Node 22 binary) into a cache folder.
uptray_node_ok() {
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}
if ! uptray_node_ok; then
  cache="${UPTRAY_NODE_CACHE:-$HOME/.cache/uptray-node22}"
  if [ ! -x "$cache/node_modules/node/bin/node" ]; then
    mkdir -p "$cache"
    npm install --prefix "$cache" --no-save --no-audit --no-fund node@22.23.3 >/dev/null
  fi
  export PATH="$cache/node_modules/node/bin:$PATH"
  uptray_node_ok || { echo "could not provision Node 22" >&2; return 1; }
fi
