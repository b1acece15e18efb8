#!/bin/sh
# Install the standalone build (the folder this script is in) as a desktop app: the program, a
# launcher in the applications menu and its icon. Needs no Python and no root for one user.
#
#   ./install.sh                 # for you: ~/.local/lib/changpai-archive, ~/.local/bin/archive-app
#   sudo PREFIX=/usr/local ./install.sh     # for everyone on the machine
#   ./install.sh --uninstall     # removes the program and its menu entry; your saved data stays
set -eu

NAME=changpai-archive
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
APPDIR=$PREFIX/lib/$NAME
BIN=$PREFIX/bin/archive-app
SHARE=$PREFIX/share
DESKTOP=$SHARE/applications/$NAME.desktop
ICON=$SHARE/icons/hicolor/scalable/apps/$NAME.svg

refresh() {  # menus pick the change up at once where these tools exist; harmless where they do not
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$SHARE/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$SHARE/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$APPDIR"
    rm -f "$BIN" "$DESKTOP" "$ICON"
    refresh
    echo "removed $NAME from $PREFIX (your settings and saved hands are kept: see About → Where is my data?)"
    exit 0
fi

test -x "$HERE/archive-app" || { echo "install.sh: run it from the unpacked $NAME folder" >&2; exit 2; }
if [ "$HERE" != "$APPDIR" ]; then
    rm -rf "$APPDIR.new"
    mkdir -p "$PREFIX/lib"
    cp -a "$HERE" "$APPDIR.new"
    rm -rf "$APPDIR"
    mv "$APPDIR.new" "$APPDIR"
fi
mkdir -p "$(dirname "$BIN")" "$(dirname "$DESKTOP")" "$(dirname "$ICON")"
ln -sf "$APPDIR/archive-app" "$BIN"
sed -e "s|^Exec=.*|Exec=\"$APPDIR/archive-app\"|" -e "s|^TryExec=.*|TryExec=$APPDIR/archive-app|" \
    "$APPDIR/$NAME.desktop" > "$DESKTOP"
cp "$APPDIR/$NAME.svg" "$ICON"
refresh
echo "installed $NAME: $BIN, menu entry $DESKTOP"
