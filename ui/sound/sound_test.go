package sound

// The Player tests run in child processes of the test binary, each with its
// own ALSA configuration: oto allows one audio context per process, ALSA
// reads its configuration once per process, and a child that hangs can be
// killed. The parent itself never opens an audio device, so running the
// tests on a desktop makes no noise.
//
//   - null device: HOME (and XDG_CONFIG_HOME) point at a temporary directory
//     whose .asoundrc says `pcm.!default { type null }`; the system's
//     alsa.conf reads it. Effects really go through oto and ALSA, into the
//     void.
//   - no device: ALSA_CONFIG_PATH points at a file naming a sound card that
//     does not exist, in place of alsa.conf; the Player must stay silent,
//     log that once and never block. On a machine without /dev/snd the
//     same is checked with the system's own configuration.

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/assets/sounds"
)

const scenarioEnv = "CEGO_SOUND_TEST_SCENARIO"

// childTimeout bounds a child process: a hang fails the test, not CI.
const childTimeout = 60 * time.Second

func TestMain(m *testing.M) {
	if name := os.Getenv(scenarioEnv); name != "" {
		os.Exit(runScenario(name))
	}
	os.Exit(m.Run())
}

// child runs scenario name in a child process with the given environment
// changes (KEY=value; KEY= removes KEY) and returns its output.
func child(t *testing.T, name string, env ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), childTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	drop := map[string]bool{scenarioEnv: true}
	for _, kv := range env {
		drop[kv[:strings.IndexByte(kv, '=')]] = true
	}
	for _, kv := range os.Environ() {
		if !drop[kv[:strings.IndexByte(kv, '=')]] {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	for _, kv := range env {
		if !strings.HasSuffix(kv, "=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, scenarioEnv+"="+name)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	t.Logf("scenario %s (%v):\n%s", name, time.Since(start).Round(time.Millisecond), out)
	if ctx.Err() != nil {
		t.Fatalf("scenario %s hung: killed after %v", name, childTimeout)
	}
	if err != nil {
		t.Fatalf("scenario %s failed: %v", name, err)
	}
	if !strings.Contains(string(out), "scenario ok") {
		t.Fatalf("scenario %s did not finish", name)
	}
	return string(out)
}

// nullDeviceEnv returns the environment of a child whose default ALSA
// device is the null device.
func nullDeviceEnv(t *testing.T) []string {
	home := t.TempDir()
	rc := "# Cego sound test: every sound goes nowhere.\npcm.!default {\n\ttype null\n}\n"
	if err := os.WriteFile(filepath.Join(home, ".asoundrc"), []byte(rc), 0o644); err != nil {
		t.Fatal(err)
	}
	return []string{"HOME=" + home, "XDG_CONFIG_HOME=" + filepath.Join(home, ".config"), "ALSA_CONFIG_PATH="}
}

// noDeviceEnv returns the environment of a child whose only ALSA
// configuration names a sound card that does not exist.
func noDeviceEnv(t *testing.T) []string {
	dir := t.TempDir()
	conf := filepath.Join(dir, "bogus-alsa.conf")
	rc := "# Cego sound test: no usable sound card.\npcm.!default {\n\ttype hw\n\tcard 97\n}\n"
	if err := os.WriteFile(conf, []byte(rc), 0o644); err != nil {
		t.Fatal(err)
	}
	return []string{"HOME=" + dir, "XDG_CONFIG_HOME=" + dir, "ALSA_CONFIG_PATH=" + conf}
}

func TestNullDevice(t *testing.T) {
	out := child(t, "null", nullDeviceEnv(t)...)
	if strings.Contains(out, "no usable audio device") {
		t.Error("the null device was reported missing")
	}
}

func TestNoDevice(t *testing.T) {
	out := child(t, "none", noDeviceEnv(t)...)
	if n := strings.Count(out, "no usable audio device"); n != 1 {
		t.Errorf("the missing device was logged %d times, want once", n)
	}
}

// TestNoSoundCard uses the system's own ALSA configuration on a machine
// without sound hardware (as in CI containers): oto.NewContext succeeds and
// the failure only shows in ctx.Err() once ready.
func TestNoSoundCard(t *testing.T) {
	if _, err := os.Stat("/dev/snd"); err == nil {
		t.Skip("this machine has sound hardware (/dev/snd); the test would make noise")
	}
	out := child(t, "none", "HOME="+t.TempDir(), "XDG_CONFIG_HOME=", "ALSA_CONFIG_PATH=")
	if n := strings.Count(out, "no usable audio device"); n != 1 {
		t.Errorf("the missing device was logged %d times, want once", n)
	}
}

func TestDecode(t *testing.T) {
	pcm := decoded()
	for _, e := range sounds.All() {
		b := pcm[e]
		if len(b) == 0 || len(b)%frameLen != 0 {
			t.Errorf("%s: %d bytes of PCM", e, len(b))
			continue
		}
		sample := func(i int) int { // left channel of frame i
			return int(int16(uint16(b[i*frameLen]) | uint16(b[i*frameLen+1])<<8))
		}
		n := len(b) / frameLen
		if v := sample(0); v >= -silence && v <= silence {
			// Either channel may be the loud one; both are the same here.
			t.Errorf("%s: starts with silence (%d)", e, v)
		}
		d := time.Duration(n) * time.Second / SampleRate
		if d < 60*time.Millisecond || d > 1500*time.Millisecond {
			t.Errorf("%s: %v after trimming", e, d)
		}
		t.Logf("%-7s %6d frames  %v", e, n, d)
	}
	if _, err := Decode([]byte("not an mp3")); err == nil {
		t.Error("Decode(garbage) succeeded")
	}
}

// ---------------------------------------------------------------------------
// Scenarios, run in the child process.

type scenario struct {
	name   string
	failed bool
}

func (s *scenario) logf(format string, args ...any) {
	fmt.Printf("%s: %s\n", s.name, fmt.Sprintf(format, args...))
}

func (s *scenario) errorf(format string, args ...any) {
	s.failed = true
	fmt.Printf("%s: FAIL: %s\n", s.name, fmt.Sprintf(format, args...))
}

// blockLimit is how long a call that must not block may take on a busy
// machine: far above a scheduler's hiccup (tests share two cores with
// others), far below waiting for an effect (up to 1.5 s each) or for the
// voices of a hundred to end.
const blockLimit = 3 * time.Second

// quick runs f and fails if it takes longer than limit.
func (s *scenario) quick(what string, limit time.Duration, f func()) {
	start := time.Now()
	f()
	if d := time.Since(start); d > limit {
		s.errorf("%s took %v, want under %v", what, d, limit)
	}
}

// waitFor polls cond for up to limit.
func waitFor(limit time.Duration, cond func() bool) bool {
	end := time.Now().Add(limit)
	for {
		if cond() {
			return true
		}
		if time.Now().After(end) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// ready waits, bounded, for p to have tried the device.
func (s *scenario) ready(p *Player) bool {
	select {
	case <-p.Ready():
		return true
	case <-time.After(readyTimeout + 5*time.Second):
		s.errorf("Ready not closed after %v", readyTimeout+5*time.Second)
		return false
	}
}

func runScenario(name string) int {
	s := &scenario{name: name}
	switch name {
	case "null":
		s.nullDevice()
	case "none":
		s.noDevice()
	default:
		s.errorf("unknown scenario")
	}
	if s.failed {
		return 1
	}
	fmt.Println("scenario ok")
	return 0
}

// nullDevice: effects play, overlap up to MaxVoices, end on their own;
// volume, disabling and closing behave; a second Player after Close works.
func (s *scenario) nullDevice() {
	var p *Player
	s.quick("New", time.Second, func() { p = New() })
	if !s.ready(p) {
		return
	}
	if err := p.Err(); err != nil {
		s.errorf("Err() = %v with the null device", err)
		return
	}

	// Every effect plays, and ends on its own: the device consumed it.
	for _, e := range sounds.All() {
		s.quick("Play", blockLimit, func() { p.Play(e) })
	}
	if p.Playing() == 0 {
		s.errorf("nothing sounding right after playing every effect")
	}
	longest := 1500 * time.Millisecond
	if !waitFor(longest+voiceGrace+time.Second, func() bool { return p.Playing() == 0 }) {
		s.errorf("%d effects still sounding after %v", p.Playing(), longest+voiceGrace+time.Second)
	}
	p.mu.Lock()
	finished, cut := p.finished, p.cut
	p.mu.Unlock()
	s.logf("%d effects ended on their own, %d were cut at their deadline", finished, cut)
	if finished+cut != len(sounds.All()) {
		s.errorf("%d of %d effects were played", finished+cut, len(sounds.All()))
	}
	if finished == 0 {
		s.errorf("no effect ended on its own: nothing reached the device")
	}

	// Overlap is bounded and Play never blocks.
	s.quick("100 × Play", blockLimit, func() {
		for range 100 {
			p.Play(sounds.Shuffle)
		}
	})
	if n := p.Playing(); n != MaxVoices {
		s.errorf("100 overlapping plays: %d sounding, want MaxVoices = %d", n, MaxVoices)
	}

	// Volume applies to sounding effects and is clamped.
	p.SetVolume(0.25)
	p.mu.Lock()
	for v := range p.voices {
		if got := v.Volume(); got != 0.25 {
			s.errorf("a sounding effect has volume %v after SetVolume(0.25)", got)
		}
	}
	p.mu.Unlock()
	for in, want := range map[float64]float64{-1: 0, 2: 1, 0.5: 0.5} {
		if p.SetVolume(in); p.Volume() != want {
			s.errorf("SetVolume(%v): Volume() = %v, want %v", in, p.Volume(), want)
		}
	}

	// Disabling stops everything and drops new effects.
	p.SetEnabled(false)
	if p.Enabled() || p.Playing() != 0 {
		s.errorf("after SetEnabled(false): enabled %v, %d sounding", p.Enabled(), p.Playing())
	}
	p.Play(sounds.Win)
	if p.Playing() != 0 {
		s.errorf("a disabled Player played")
	}
	p.SetEnabled(true)
	p.SetVolume(0)
	p.Play(sounds.Win)
	if p.Playing() != 0 {
		s.errorf("a Player at volume 0 played")
	}
	p.SetVolume(1)
	p.Play(sounds.Win)
	p.Play("no-such-effect")
	if p.Playing() != 1 {
		s.errorf("after re-enabling, %d effects sounding, want 1", p.Playing())
	}

	// Close stops and silences; twice is fine; concurrent use is fine.
	done := make(chan struct{})
	go func() {
		defer close(done)
		for range 50 {
			p.Play(sounds.Deal)
			p.SetVolume(0.7)
			time.Sleep(time.Millisecond)
		}
	}()
	time.Sleep(10 * time.Millisecond)
	s.quick("Close", blockLimit, p.Close)
	p.Close()
	<-done
	p.Play(sounds.Trick)
	if p.Playing() != 0 || p.Err() != ErrClosed {
		s.errorf("after Close: %d sounding, Err() = %v", p.Playing(), p.Err())
	}

	// The shared context (suspended after the last Close) serves a new Player.
	q := New()
	if !s.ready(q) {
		return
	}
	if err := q.Err(); err != nil {
		s.errorf("second Player: Err() = %v", err)
	}
	q.Play(sounds.Turn)
	if !waitFor(2*time.Second, func() bool { return q.Playing() == 0 }) {
		s.errorf("second Player: the effect did not end")
	}
	q.mu.Lock()
	if q.finished+q.cut != 1 {
		s.errorf("second Player: %d effects ended on their own, %d cut, want 1 in all", q.finished, q.cut)
	}
	q.mu.Unlock()
	q.Close()
}

// noDevice: nothing blocks, nothing plays, the failure is logged once.
func (s *scenario) noDevice() {
	var p, q *Player
	s.quick("New", time.Second, func() { p = New() })
	s.quick("Play before ready", blockLimit, func() {
		for _, e := range sounds.All() {
			p.Play(e)
		}
	})
	if !s.ready(p) {
		return
	}
	s.quick("second New", time.Second, func() { q = New() })
	if !s.ready(q) {
		return
	}
	for _, pl := range []*Player{p, q} {
		err := pl.Err()
		if err == nil || err == ErrStarting {
			s.errorf("Err() = %v without a device", err)
		}
		s.logf("Err() = %v", err)
		s.quick("1000 × Play", blockLimit, func() {
			for i := range 1000 {
				pl.Play(sounds.All()[i%len(sounds.All())])
			}
		})
		if n := pl.Playing(); n != 0 {
			s.errorf("%d effects sounding without a device", n)
		}
		s.quick("settings and Close", blockLimit, func() {
			pl.SetVolume(0.5)
			pl.SetEnabled(false)
			pl.SetEnabled(true)
			pl.Close()
			pl.Close()
		})
	}
}
