#!/usr/bin/env bash
# Wrap the one-folder build (dist/schotten-totten) into a .deb that installs to
# /opt/schotten-totten, with a launcher on the PATH, a desktop entry and an icon.
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
bundle=dist/schotten-totten
[ -x "$bundle/schotten-totten" ] || { echo "build the bundle first: make dist" >&2; exit 1; }
root=$(mktemp -d)
chmod 755 "$root"
trap 'rm -rf "$root"' EXIT
mkdir -p "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
         "$root/usr/share/icons/hicolor/256x256/apps"
cp -a "$bundle" "$root/opt/schotten-totten"
ln -s ../../opt/schotten-totten/schotten-totten "$root/usr/bin/schotten-totten"
cp packaging/linux/schotten-totten.desktop "$root/usr/share/applications/"
if [ -f assets/icon/icon.png ]; then
  cp assets/icon/icon.png "$root/usr/share/icons/hicolor/256x256/apps/schotten-totten.png"
fi
size=$(du -sk "$root/opt" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@SIZE@/$size/" packaging/linux/control.in > "$root/DEBIAN/control"
install -m 755 packaging/linux/postinst "$root/DEBIAN/postinst"
install -m 755 packaging/linux/postinst "$root/DEBIAN/postrm"
out="dist/schotten-totten_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "$out"
