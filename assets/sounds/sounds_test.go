package sounds

import (
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/hajimehoshi/go-mp3"
)

// nominal is each effect's length as made by make.sh (before MP3 encoding).
var nominal = map[Effect]time.Duration{
	Shuffle: 1004 * time.Millisecond,
	Deal:    190 * time.Millisecond,
	Play:    240 * time.Millisecond,
	Trick:   460 * time.Millisecond,
	Win:     1160 * time.Millisecond,
	Lose:    840 * time.Millisecond,
	Turn:    120 * time.Millisecond,
}

// MP3 adds the encoder delay and padding to the end of the last frame, and
// go-mp3 does not remove them: up to about 2 frames (2 × 1152 samples ≈ 52 ms)
// plus lame's 576+529-sample delay (≈ 25 ms).
const mp3Slack = 90 * time.Millisecond

func decode(t *testing.T, e Effect) (rate int, pcm []byte) {
	t.Helper()
	b := MP3(e)
	if len(b) == 0 {
		t.Fatalf("%s: no MP3 data", e)
	}
	d, err := mp3.NewDecoder(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", e, err)
	}
	pcm, err = io.ReadAll(d)
	if err != nil {
		t.Fatalf("%s: decoding: %v", e, err)
	}
	if int64(len(pcm)) != d.Length() {
		t.Errorf("%s: decoded %d bytes, decoder Length() says %d", e, len(pcm), d.Length())
	}
	return d.SampleRate(), pcm
}

func TestEffectsDecode(t *testing.T) {
	if got := len(All()); got != len(nominal) {
		t.Fatalf("All() has %d effects, test knows %d", got, len(nominal))
	}
	for _, e := range All() {
		rate, pcm := decode(t, e)
		if rate != SampleRate {
			t.Errorf("%s: sample rate %d, want %d", e, rate, SampleRate)
		}
		// go-mp3 always yields 16-bit stereo: 4 bytes per frame.
		frames := len(pcm) / 4
		dur := time.Duration(frames) * time.Second / time.Duration(SampleRate)
		want := nominal[e]
		if dur < want || dur > want+mp3Slack {
			t.Errorf("%s: decoded duration %v, want %v..%v", e, dur, want, want+mp3Slack)
		}
		if dur < 100*time.Millisecond || dur > 1500*time.Millisecond+mp3Slack {
			t.Errorf("%s: duration %v outside 0.1–1.5 s", e, dur)
		}
		// Level and silences, on the left channel (both are the same).
		const quiet = 33 // |sample| ≤ 0.1 % of full scale counts as silence
		peak, first, last, run, longest := 0, -1, -1, 0, 0
		for i := 0; i < frames; i++ {
			v := int(int16(uint16(pcm[4*i]) | uint16(pcm[4*i+1])<<8))
			if v < 0 {
				v = -v
			}
			peak = max(peak, v)
			if v <= quiet {
				run++
				continue
			}
			if first < 0 {
				first = i
			} else {
				longest = max(longest, run)
			}
			last, run = i, 0
		}
		lead := time.Duration(first) * time.Second / SampleRate
		gap := time.Duration(longest) * time.Second / SampleRate
		sound := time.Duration(last-first+1) * time.Second / SampleRate
		if lead > mp3Slack {
			t.Errorf("%s: %v of silence before the sound starts", e, lead)
		}
		if gap > 150*time.Millisecond {
			t.Errorf("%s: %v of silence inside the sound", e, gap)
		}
		if sound < want/2 {
			t.Errorf("%s: audible for only %v of %v", e, sound, want)
		}
		if peak >= 32767 {
			t.Errorf("%s: clipped (peak %d)", e, peak)
		}
		if peak < 32768/100 {
			t.Errorf("%s: nearly silent (peak %d)", e, peak)
		}
		t.Logf("%-7s %5d bytes  decoded %v, audible %v after %v, longest gap %v, peak %.1f%%",
			e, len(MP3(e)), dur, sound, lead, gap, 100*float64(peak)/32768)
	}
}

func TestMP3Unknown(t *testing.T) {
	if b := MP3("nonsense"); b != nil {
		t.Errorf("MP3(unknown) = %d bytes, want nil", len(b))
	}
	if Effect("nonsense").Valid() {
		t.Error(`Effect("nonsense").Valid() = true`)
	}
}

func TestAllIsCopy(t *testing.T) {
	a := All()
	a[0] = "changed"
	if All()[0] != Shuffle {
		t.Error("All() exposes its internal slice")
	}
}

func TestEveryFileIsAnEffect(t *testing.T) {
	entries, err := files.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(All()) {
		t.Errorf("%d embedded files, %d effects", len(entries), len(All()))
	}
	for _, f := range entries {
		name := f.Name()
		if !Effect(name[:len(name)-len(".mp3")]).Valid() {
			t.Errorf("embedded file %s is not an effect", name)
		}
	}
}
