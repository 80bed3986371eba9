#!/usr/bin/env bash
# Wrap the one-folder build (dist/schotten-totten) into a .deb laid out as Debian policy
# asks: the game in /usr/lib/schotten-totten, its command in /usr/games, a desktop entry,
# icons at every hicolor size, a manual page, and in /usr/share/doc/schotten-totten the
# copyright file, the changelog and every third-party licence text. Libraries Debian
# ships itself (zlib, libffi, the GCC runtime, ...) are left out and depended on; the
# dependencies are computed by dpkg-shlibdeps, not written by hand.
# Needs dpkg-deb and dpkg-shlibdeps (Debian's dpkg-dev). Prints the path of the .deb.
set -euo pipefail
umask 022
cd "$(dirname "$0")/../.."
python=${PYTHON:-.venv/bin/python}
[ -x "$python" ] || python=python3
version=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
logged=$(sed -n '1s/^schotten-totten (\([^)]*\)).*/\1/p' packaging/linux/changelog)
if [ "$logged" != "$version" ]; then
  echo "packaging/linux/changelog starts at $logged but pyproject.toml says $version:" \
       "add a changelog entry first" >&2
  exit 1
fi
bundle=dist/schotten-totten
[ -x "$bundle/schotten-totten" ] || { echo "build the bundle first: make dist" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
lib=usr/lib/schotten-totten
doc=usr/share/doc/schotten-totten
mkdir -p "$root/DEBIAN" "$root/$lib" "$root/usr/games" "$root/usr/share/applications" \
         "$root/$doc" "$root/usr/share/man/man6" "$root/usr/share/lintian/overrides"
chmod 755 "$root"
cp -a "$bundle/." "$root/$lib/"

# Debian's own copies of these libraries serve instead (and get its security updates).
"$python" packaging/third_party.py debian-libraries "$root/$lib" |
  while read -r file _package; do rm -f "$root/$lib/$file"; done
if dangling=$(find "$root/$lib" -xtype l | head -1) && [ -n "$dangling" ]; then
  echo "a link in the bundle points at a removed library: $dangling" >&2
  exit 1
fi

ln -s ../lib/schotten-totten/schotten-totten "$root/usr/games/schotten-totten"
install -m 644 packaging/linux/schotten-totten.desktop "$root/usr/share/applications/"
for icon in assets/icon/hicolor/*x*.png; do
  size=$(basename "$icon" .png)
  install -D -m 644 "$icon" "$root/usr/share/icons/hicolor/$size/apps/schotten-totten.png"
done
sed "s/@VERSION@/$version/" packaging/linux/schotten-totten.6 |
  gzip -9n > "$root/usr/share/man/man6/schotten-totten.6.gz"
gzip -9n < packaging/linux/changelog > "$root/$doc/changelog.gz"
# The licence texts and the copyright file describe what this package holds.
"$python" packaging/third_party.py licenses "$root/$lib" >/dev/null
"$python" packaging/third_party.py copyright "$lib" "$root/$lib" > "$root/$doc/copyright"
cp -R "$root/$lib/licenses" "$root/$doc/licenses"
install -m 644 packaging/linux/lintian-overrides "$root/usr/share/lintian/overrides/schotten-totten"
chmod 644 "$root/$doc/copyright" "$root/$doc/changelog.gz"

# The dependencies: whatever the ELF files need that the package does not carry.
mkdir -p "$work/debian"
printf 'Source: schotten-totten\n\nPackage: schotten-totten\nArchitecture: any\n' \
  > "$work/debian/control"
mapfile -t objects < <(find "$root/$lib" -type f \( -name '*.so' -o -name '*.so.*' \
                         -o -name schotten-totten \) | sort)
search=()
while read -r dir; do search+=("-l$dir"); done < <(
  find "$root/$lib" -type f -name '*.so*' -printf '%h\n' | sort -u)
if ! shlibs=$(cd "$work" && dpkg-shlibdeps -O --ignore-missing-info "${search[@]}" \
                "${objects[@]}" 2> "$work/shlibdeps.log"); then
  cat "$work/shlibdeps.log" >&2
  exit 1
fi
depends=$(printf '%s\n' "$shlibs" | sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "dpkg-shlibdeps found no dependencies" >&2; exit 1; }

size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s/@VERSION@/$version/" -e "s/@SIZE@/$size/" -e "s/@DEPENDS@/$depends/" \
    packaging/linux/control.in > "$root/DEBIAN/control"
install -m 755 packaging/linux/postinst "$root/DEBIAN/postinst"
install -m 755 packaging/linux/postinst "$root/DEBIAN/postrm"
out="dist/schotten-totten_${version}_amd64.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$out" >/dev/null
echo "$out"
