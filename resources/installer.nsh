; Included by electron-builder's NSIS installer (nsis.include in electron-builder.yml): puts the
; folder holding uptray.cmd (resources\cli) on the user's PATH, and takes it off on uninstall.
; Only proven on a Windows runner; nothing in this repository's tests runs it.
!include "WordFunc.nsh"

!macro customInstall
  ReadRegStr $0 HKCU "Environment" "Path"
  ${WordFind} "$0" "$INSTDIR\resources\cli" "E+1{" $1
  IfErrors 0 uptray_path_done
    StrCmp $0 "" 0 +3
      WriteRegExpandStr HKCU "Environment" "Path" "$INSTDIR\resources\cli"
      Goto uptray_path_told
    WriteRegExpandStr HKCU "Environment" "Path" "$0;$INSTDIR\resources\cli"
  uptray_path_told:
    SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
  uptray_path_done:
!macroend

!macro customUnInstall
  ReadRegStr $0 HKCU "Environment" "Path"
  ${un.WordReplace} "$0" ";$INSTDIR\resources\cli" "" "+" $1
  ${un.WordReplace} "$1" "$INSTDIR\resources\cli" "" "+" $1
  WriteRegExpandStr HKCU "Environment" "Path" "$1"
  SendMessage ${HWND_BROADCAST} ${WM_SETTINGCHANGE} 0 "STR:Environment" /TIMEOUT=5000
!macroend
