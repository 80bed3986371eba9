; Inno Setup script for the Windows installer. Build on Windows:
;   1. make dist (or: pip install -e .[dev,build] && pyinstaller --noconfirm build.spec)
;   2. iscc /DVersion=0.1.0 packaging\windows\schotten-totten.iss
; The installer lands in dist\ and installs per user (no administrator rights needed).

#ifndef Version
  #define Version "0.1.0"
#endif

[Setup]
AppId={{6E0A6F1C-5B7E-4C51-9A53-0B7D1F3C2A90}
AppName=Schotten Totten
AppVersion={#Version}
AppPublisher=Schotten Totten desktop team
DefaultDirName={localappdata}\Programs\Schotten Totten
DefaultGroupName=Schotten Totten
PrivilegesRequired=lowest
OutputDir=..\..\dist
OutputBaseFilename=schotten-totten-{#Version}-setup
SetupIconFile=..\..\assets\icon\icon.ico
UninstallDisplayIcon={app}\schotten-totten.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "greek"; MessagesFile: "compiler:Languages\Greek.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"
Name: "portuguese"; MessagesFile: "compiler:Languages\Portuguese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\schotten-totten\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Schotten Totten"; Filename: "{app}\schotten-totten.exe"
Name: "{group}\{cm:UninstallProgram,Schotten Totten}"; Filename: "{uninstallexe}"
Name: "{userdesktop}\Schotten Totten"; Filename: "{app}\schotten-totten.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\schotten-totten.exe"; Description: "{cm:LaunchProgram,Schotten Totten}"; Flags: nowait postinstall skipifsilent
