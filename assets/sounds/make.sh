#!/bin/sh
# make.sh — synthesise Cego's sound effects with sox and encode them with lame.
#
# Every sound the game plays is made here from noise and sine waves; nothing is
# sampled or downloaded. The output, one small MP3 per effect, is committed
# beside this script and embedded by package sounds (sounds.go).
#
# Usage:
#   assets/sounds/make.sh              # rewrite the *.mp3 files beside this script
#   assets/sounds/make.sh -check DIR   # also write stats and spectrogram PNGs of
#                                      # the decoded MP3s into DIR (for listening checks)
#
# Needs (Debian/Ubuntu):  sudo apt-get install sox lame
#
# All effects: mono, 44100 Hz, 16 bit before encoding, loudness matched on the
# loudest 50 ms window (sox "RMS Pk") with the peak kept at or below -1 dBFS,
# then encoded by lame as 64 kbit/s CBR mono MP3. The script is deterministic:
# sox runs with -R (repeatable noise) and -D (no dither), the click pattern of
# the shuffle comes from a fixed awk seed.
set -eu

SR=44100        # one sample rate for every effect (the player opens one context)
KBPS=64         # MP3 bitrate, kbit/s
TARGET_RMS=-20  # dBFS, loudest 50 ms window of each effect
MAX_PEAK=-1     # dBFS, never louder than this

missing=""
command -v sox >/dev/null 2>&1 || missing="$missing sox"
command -v lame >/dev/null 2>&1 || missing="$missing lame"
command -v awk >/dev/null 2>&1 || missing="$missing awk"
if [ -n "$missing" ]; then
	echo "make.sh: missing tool(s):$missing" >&2
	echo "make.sh: install them with:  sudo apt-get install sox lame" >&2
	exit 1
fi

CHECK=""
if [ "${1:-}" = "-check" ]; then
	CHECK=${2:?"usage: make.sh -check DIR"}
	mkdir -p "$CHECK"
	CHECK=$(cd "$CHECK" && pwd)
fi

OUT=$(cd "$(dirname "$0")" && pwd)
W=$(mktemp -d)
trap 'rm -rf "$W"' EXIT INT TERM

# gen FILE EFFECTS... — synthesise from nothing (mono float WAV at $SR).
gen() {
	f=$1
	shift
	sox -R -D -r "$SR" -c 1 -n -e floating-point -b 32 "$W/$f" "$@"
}

# fx IN OUT EFFECTS... — process one work file into another.
fx() {
	i=$1
	o=$2
	shift 2
	sox -R -D "$W/$i" -e floating-point -b 32 "$W/$o" "$@"
}

# mix OUT IN[:VOL[:DELAY]]... — mix work files, each optionally scaled and delayed (seconds).
mix() {
	o=$1
	shift
	args=""
	n=0
	for spec in "$@"; do
		f=${spec%%:*}
		rest=${spec#"$f"}
		rest=${rest#:}
		v=${rest%%:*}
		d=${rest#"$v"}
		d=${d#:}
		[ -n "$v" ] || v=1
		[ -n "$d" ] || d=0
		n=$((n + 1))
		sox -R -D "$W/$f" -e floating-point -b 32 "$W/_m$n.wav" vol "$v" pad "$d" 0
		args="$args $W/_m$n.wav"
	done
	if [ "$n" -eq 1 ]; then
		mv "$W/_m1.wav" "$W/$o"
	else
		# shellcheck disable=SC2086
		sox -R -D -m $args -e floating-point -b 32 "$W/$o"
	fi
	rm -f "$W"/_m*.wav
}

# stat FILE NAME — one value from sox's "stats" effect.
stat() {
	sox "$W/$1" -n stats 2>&1 | awk -v k="$2" 'index($0, k) == 1 { print $NF }'
}

# finish NAME [TRIM] — loudness-match WORK/NAME.wav (TRIM dB relative to the
# common target; tones sound louder than noise at the same level), write a
# 16-bit WAV and encode OUT/NAME.mp3.
finish() {
	name=$1
	trim=${2:-0}
	rms=$(stat "$name.wav" "RMS Pk dB")
	pk=$(stat "$name.wav" "Pk lev dB")
	g=$(awk -v t="$TARGET_RMS" -v x="$trim" -v r="$rms" -v m="$MAX_PEAK" -v p="$pk" \
		'BEGIN { g = t + x - r; if (p + g > m) g = m - p; printf "%.2f", g }')
	sox -R -D "$W/$name.wav" -b 16 -e signed-integer "$W/$name-16.wav" gain "$g"
	lame --quiet --noreplaygain -q 2 -m m -b "$KBPS" --resample 44.1 \
		"$W/$name-16.wav" "$OUT/$name.mp3"
	printf '%-7s gain %6s dB  %s bytes\n' "$name" "$g" "$(wc -c <"$OUT/$name.mp3" | tr -d ' ')"
}

# ---------------------------------------------------------------------------
# shuffle: a riffle — many short paper clicks, close together, slightly irregular
# and uneven in strength, slowing a little at the end — then a soft "bridge"
# whoosh as the halves are squared up. About 1.1 s.

gen click1.wav synth 0.010 whitenoise vol 0.5 highpass 1500 lowpass 5500 fade q 0.0004 0.010 0.009
gen click2.wav synth 0.012 whitenoise vol 0.5 highpass 1200 lowpass 4500 fade q 0.0004 0.012 0.011
gen click3.wav synth 0.009 whitenoise vol 0.5 highpass 1800 lowpass 6500 fade q 0.0004 0.009 0.008
# 36 clicks; gaps grow from ~7 ms to ~17 ms with ±2 ms jitter; vol 0.45–1.0.
awk 'BEGIN {
	srand(1746)
	n = 36
	for (i = 0; i < n; i++) {
		gap = 0.007 + 0.010 * (i / n) ^ 2 + (rand() - 0.5) * 0.004
		vol = 0.45 + 0.55 * rand()
		if (i < 4) vol *= (i + 1) / 5
		printf "%d %.2f %.4f\n", 1 + int(rand() * 3), vol, gap
	}
}' >"$W/riffle.txt"
i=0
list=""
while read -r k v gap; do
	i=$((i + 1))
	sox -R -D "$W/click$k.wav" -e floating-point -b 32 "$W/r$i.wav" vol "$v" pad 0 "$gap"
	list="$list $W/r$i.wav"
done <"$W/riffle.txt"
# shellcheck disable=SC2086
sox -R -D $list -e floating-point -b 32 "$W/riffle.wav"
gen bridge.wav synth 0.32 pinknoise vol 0.5 highpass 300 lowpass 2500 fade h 0.12 0.32 0.18
# the bridge starts 60 ms before the last click
rlen=$(soxi -D "$W/riffle.wav")
bstart=$(awk -v l="$rlen" 'BEGIN { printf "%.3f", l - 0.06 }')
mix shuffle.wav riffle.wav bridge.wav:0.7:"$bstart"
fx shuffle.wav shuffle-t.wav fade t 0 0 0.02
mv "$W/shuffle-t.wav" "$W/shuffle.wav"
finish shuffle

# ---------------------------------------------------------------------------
# deal: a soft card snap — a short slide of paper ending in a crisp tick and a
# faint low thump. About 0.2 s.

gen slide.wav synth 0.07 pinknoise vol 0.5 highpass 900 lowpass 4000 fade h 0.05 0.07 0.02
gen snap.wav synth 0.13 whitenoise vol 0.5 highpass 1200 lowpass 5000 fade l 0.001 0.13 0.125
gen thump.wav synth 0.05 sine 170 fade l 0.002 0.05 0.045
mix deal.wav slide.wav:0.25 snap.wav:1:0.06 thump.wav:0.35:0.06
finish deal

# ---------------------------------------------------------------------------
# play: a card laid on felt — a dull, short brush and a soft low tap, no
# high frequencies. About 0.25 s.

gen brush.wav synth 0.09 brownnoise vol 0.5 highpass 150 lowpass 1800 fade h 0.06 0.09 0.03
gen felt.wav synth 0.18 pinknoise vol 0.5 highpass 120 lowpass 1300 fade l 0.002 0.18 0.17
gen tap.wav synth 0.07 sine 115 fade l 0.002 0.07 0.065
mix play.wav brush.wav:0.3 felt.wav:1:0.06 tap.wav:0.5:0.06
finish play

# ---------------------------------------------------------------------------
# trick: the cards swept together — two overlapping swishes (rising then
# settling) and a soft tap as the little pile is squared. About 0.6 s.

gen swish1.wav synth 0.22 pinknoise vol 0.5 highpass 500 lowpass 3500 fade h 0.12 0.22 0.10
gen swish2.wav synth 0.20 pinknoise vol 0.5 highpass 350 lowpass 2500 fade h 0.08 0.20 0.12
gen square.wav synth 0.12 pinknoise vol 0.5 highpass 150 lowpass 1500 fade l 0.002 0.12 0.115
gen squaret.wav synth 0.06 sine 140 fade l 0.002 0.06 0.055
mix trick.wav swish1.wav:0.8 swish2.wav:0.7:0.14 square.wav:1:0.34 squaret.wav:0.4:0.34
finish trick

# ---------------------------------------------------------------------------
# win: a short pleasant chime — C6, E6, G6 rising, each a soft bell (fundamental,
# a little octave and twelfth) with a gentle decay. About 1.15 s.

bell() { # bell OUT FREQ LEN — linear amplitude decay: a bell that rings, then stops
	gen "b1.wav" synth "$3" sine "$2" fade t 0.004 "$3" "$(awk -v l="$3" 'BEGIN { print l - 0.004 }')"
	gen "b2.wav" synth "$3" sine "$(awk -v f="$2" 'BEGIN { print 2 * f }')" fade l 0.003 "$3" "$(awk -v l="$3" 'BEGIN { print l - 0.003 }')"
	gen "b3.wav" synth 0.25 sine "$(awk -v f="$2" 'BEGIN { print 3 * f }')" fade l 0.002 0.25 0.248
	mix "$1" b1.wav:1 b2.wav:0.25 b3.wav:0.08
}
bell n1.wav 1046.50 0.60
bell n2.wav 1318.51 0.60
bell n3.wav 1567.98 0.90
mix win.wav n1.wav:0.8 n2.wav:0.8:0.13 n3.wav:1:0.26
finish win -4

# ---------------------------------------------------------------------------
# lose: a short falling two-note figure — G4 then E flat 4 sagging a little,
# soft round tones (sine with a touch of third harmonic). About 0.85 s.

tone() { # tone OUT FREQ[-FREQ2] LEN
	gen "t1.wav" synth "$3" sine "$2" fade h 0.02 "$3" "$(awk -v l="$3" 'BEGIN { print l * 0.6 }')"
	gen "t3.wav" synth "$3" triangle "$2" lowpass 900 fade h 0.02 "$3" "$(awk -v l="$3" 'BEGIN { print l * 0.7 }')"
	mix "$1" t1.wav:1 t3.wav:0.25
}
tone l1.wav 392.00 0.30
tone l2.wav 311.13-293.66 0.58
mix lose.wav l1.wav:1 l2.wav:1:0.26
finish lose -3

# ---------------------------------------------------------------------------
# turn: "your turn" — a soft wooden tick. About 0.12 s.

gen k1.wav synth 0.12 sine 1250 fade l 0.001 0.12 0.118
gen k2.wav synth 0.05 sine 2900 fade l 0.001 0.05 0.049
gen k3.wav synth 0.006 whitenoise vol 0.5 highpass 2000 lowpass 6000 fade q 0.0005 0.006 0.005
mix turn.wav k1.wav:1 k2.wav:0.3 k3.wav:0.2
finish turn

# ---------------------------------------------------------------------------
if [ -n "$CHECK" ]; then
	for f in "$OUT"/*.mp3; do
		name=$(basename "$f" .mp3)
		lame --quiet --decode "$f" "$W/dec-$name.wav"
		{
			echo "== $name.mp3: $(wc -c <"$f" | tr -d ' ') bytes"
			soxi "$W/dec-$name.wav" | grep -E 'Sample Rate|Channels|Duration'
			sox "$W/dec-$name.wav" -n stats 2>&1 | grep -E 'Pk lev|RMS lev|RMS Pk|Length s'
			sox "$W/dec-$name.wav" -n stat 2>&1 | grep -E 'Maximum amplitude|Minimum amplitude'
		} | tee "$CHECK/$name.txt"
		sox "$W/dec-$name.wav" -n spectrogram -x 600 -y 257 -z 90 -t "$name.mp3" -o "$CHECK/$name.png"
	done
fi
