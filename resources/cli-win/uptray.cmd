@echo off
rem The uptray command of the installed app: the bundled CLI run by the app binary in Node mode.
setlocal
set ELECTRON_RUN_AS_NODE=1
"%~dp0..\..\Uptray.exe" "%~dp0..\app.asar.unpacked\out\cli\uptray.mjs" %*
