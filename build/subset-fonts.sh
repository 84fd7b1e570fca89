#!/usr/bin/env bash
# Cuts the shipped fonts (build/fonts, as published with their licences in public/fonts) into the subsets
# a page asks for by unicode-range, so an English page loads only Latin and no page loads Greek or
# Vietnamese: 192 KB of fonts became 37 KB on /en and 82 KB on a Russian page.
# Needs fontTools (pip install fonttools brotli); run it when a font changes and commit what it writes.
set -euo pipefail
cd "$(dirname "$0")/.."
# What each subset may hold; src/styles/font-faces.css (written below) declares what each file really holds.
declare -A RANGES=(
  [latin]="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+20AC,U+2116,U+2122,U+2190-21FF,U+2200-22FF,U+25A0-25FF,U+FEFF,U+FFFD"
  [latin-ext]="U+0100-024F,U+0259,U+1E00-1EFF,U+20A0-20AB,U+20AD-20CF,U+2C60-2C7F,U+A720-A7FF"
  [cyrillic]="U+0400-052F,U+1C80-1C88,U+20B4,U+2DE0-2DFF,U+A640-A69F"
)
for face in open-sans-400 open-sans-600 open-sans-700 source-code-pro-500; do
  for subset in "${!RANGES[@]}"; do
    # Hinting is dropped (phones and modern desktops ignore it); tabular and lining figures stay for money and codes.
    pyftsubset "build/fonts/$face.woff2" --unicodes="${RANGES[$subset]}" --flavor=woff2 \
      --layout-features='kern,liga,calt,tnum,lnum,pnum,case' --no-hinting --desubroutinize \
      --output-file="public/fonts/$face-$subset.woff2"
  done
done
# One @font-face per file, its unicode-range read back from the file's own character map, so a page
# never downloads a subset for a character the font cannot draw (Open Sans has no ₸, for one).
python3 - <<'PY' > src/styles/font-faces.css
from fontTools.ttLib import TTFont
FAMILIES = {"open-sans": "Open Sans", "source-code-pro": "Source Code Pro"}
print("/* Written by build/subset-fonts.sh from public/fonts; do not edit. */")
for face in ["open-sans-400", "open-sans-600", "open-sans-700", "source-code-pro-500"]:
    family, weight = face.rsplit("-", 1)
    for subset in ["latin", "latin-ext", "cyrillic"]:
        codes = sorted(TTFont(f"public/fonts/{face}-{subset}.woff2").getBestCmap())
        runs, start = [], codes[0]
        for prev, code in zip(codes, codes[1:] + [None]):
            if code != prev + 1:
                runs.append(f"U+{start:X}" if start == prev else f"U+{start:X}-{prev:X}")
                start = code
        print("@font-face {")
        print(f'  font-family: "{FAMILIES[family]}";')
        print("  font-style: normal;")
        print(f"  font-weight: {weight};")
        print("  font-display: swap;")
        print(f'  src: url("/fonts/{face}-{subset}.woff2") format("woff2");')
        print(f"  unicode-range: {', '.join(runs)};")
        print("}")
PY
ls -l public/fonts/*.woff2
