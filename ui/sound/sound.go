// Package sound plays Cego's sound effects (package assets/sounds) through
// the computer's audio device.
//
// The MP3 files are decoded once per process, with
// github.com/hajimehoshi/go-mp3, into 16-bit stereo PCM at 44100 Hz, in the
// background when the first Player is made; they are played
// through one github.com/ebitengine/oto/v3 context shared by the whole
// process (oto allows only one, at one sample rate).
//
// Sound is a nicety, never a reason to fail: nothing here blocks the caller
// for long, panics or returns an error. Without a usable audio device the
// Player stays silent and the package says so once in the log (package log).
// The device is opened in the background; effects played before it is ready
// are dropped.
//
// Linux needs cgo and libasound2 (libasound2-dev to build).
package sound

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"log"
	"math"
	"sync"
	"time"

	"github.com/ebitengine/oto/v3"
	"github.com/hajimehoshi/go-mp3"

	"github.com/cego-spiel/cego/assets/sounds"
)

// SampleRate is the one sample rate of the audio context and of every
// effect, in Hz.
const SampleRate = sounds.SampleRate

// MaxVoices is how many effects may sound at the same time. Play drops an
// effect when this many are already sounding.
const MaxVoices = 8

const (
	channels = 2 // go-mp3 always decodes to 16-bit stereo
	frameLen = 2 * channels

	// readyTimeout bounds the wait for the audio device to open.
	readyTimeout = 5 * time.Second
	// pollEvery is how often a voice that should have ended is checked.
	pollEvery = 50 * time.Millisecond
	// voiceGrace is how long after its nominal end a voice may still
	// report that it is playing (device buffers) before it is stopped.
	// With no working device an oto player reports IsPlaying forever.
	voiceGrace = 750 * time.Millisecond
)

// ErrStarting is what Player.Err reports while the audio device is still
// being opened.
var ErrStarting = errors.New("sound: audio device not open yet")

// ErrClosed is what Player.Err reports after Close.
var ErrClosed = errors.New("sound: player closed")

// logf writes the package's one log line; tests may replace it.
var logf = log.Printf

// A Player plays sound effects. Make one with New; its methods are safe for
// concurrent use, and none of them waits for the audio device.
type Player struct {
	ready chan struct{} // closed once the effects are decoded and the device has been tried

	mu      sync.Mutex
	pcm     map[sounds.Effect][]byte // decoded, silence trimmed; shared, read-only; nil until ready
	ctx     *oto.Context             // nil until ready, and when there is no device
	err     error                    // why ctx is nil: ErrStarting, a device error, ErrClosed
	volume  float64
	enabled bool
	closed  bool
	voices  map[*oto.Player]struct{}

	finished, cut int // voices that ended on their own / were stopped at their deadline (tests)
}

// New returns a Player with the volume at 1 and sound enabled. It returns at
// once: decoding the effects (once per process, some milliseconds) and
// opening the audio device happen in the background.
func New() *Player {
	p := &Player{
		ready:   make(chan struct{}),
		err:     ErrStarting,
		volume:  1,
		enabled: true,
		voices:  make(map[*oto.Player]struct{}),
	}
	dev.use(+1)
	go func() {
		defer close(p.ready)
		pcm := decoded()
		ctx, err := dev.wait(readyTimeout + time.Second)
		p.mu.Lock()
		defer p.mu.Unlock()
		if p.closed {
			return
		}
		p.pcm, p.ctx, p.err = pcm, ctx, err
	}()
	return p
}

// Ready returns a channel that is closed once the effects are decoded and
// the audio device has been tried, successfully or not (within a few
// seconds at most). Err then tells which.
func (p *Player) Ready() <-chan struct{} { return p.ready }

// Err returns nil if effects are reaching an audio device, ErrStarting while
// the device is being opened, ErrClosed after Close, or the reason why the
// Player is silent.
func (p *Player) Err() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx != nil {
		if err := p.ctx.Err(); err != nil {
			p.lostLocked(err)
		}
	}
	return p.err
}

// Play starts an effect and returns at once. Effects may overlap, up to
// MaxVoices; beyond that, and when the Player is disabled, closed, at
// volume 0, without a device or not ready yet, the effect is dropped.
// Unknown effects are ignored.
func (p *Player) Play(e sounds.Effect) {
	p.mu.Lock()
	defer p.mu.Unlock()
	pcm := p.pcm[e]
	if len(pcm) == 0 || p.closed || !p.enabled || p.volume == 0 || p.ctx == nil || len(p.voices) >= MaxVoices {
		return
	}
	if err := p.ctx.Err(); err != nil {
		p.lostLocked(err)
		return
	}
	v := p.ctx.NewPlayer(bytes.NewReader(pcm))
	v.SetVolume(p.volume)
	v.Play()
	p.voices[v] = struct{}{}
	length := time.Duration(len(pcm)/frameLen) * time.Second / SampleRate
	deadline := time.Now().Add(length + voiceGrace)
	var check func()
	check = func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		if _, ok := p.voices[v]; !ok {
			return // already stopped
		}
		// Never wait on IsPlaying alone: without a device it stays true.
		if !v.IsPlaying() {
			p.finished++
		} else if time.Now().Before(deadline) {
			time.AfterFunc(pollEvery, check)
			return
		} else {
			p.cut++
		}
		p.stopLocked(v)
	}
	time.AfterFunc(length+pollEvery, check)
}

// Playing returns how many effects are sounding now.
func (p *Player) Playing() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.voices)
}

// SetVolume sets the volume of this and the sounding effects, from 0
// (silent) to 1 (as recorded); other values are clamped.
func (p *Player) SetVolume(v float64) {
	switch {
	case math.IsNaN(v) || v < 0:
		v = 0
	case v > 1:
		v = 1
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = v
	for o := range p.voices {
		o.SetVolume(v)
	}
}

// Volume returns the volume set by SetVolume.
func (p *Player) Volume() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.volume
}

// SetEnabled switches sound on or off. Switching it off also stops the
// effects that are sounding.
func (p *Player) SetEnabled(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.enabled = on
	if !on {
		p.stopAllLocked()
	}
}

// Enabled reports whether sound is switched on.
func (p *Player) Enabled() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.enabled
}

// Close stops every effect and makes the Player silent for good. When the
// last open Player closes, the audio context is suspended (in the
// background). Close may be called more than once.
func (p *Player) Close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	p.closed = true
	p.stopAllLocked()
	p.ctx, p.err = nil, ErrClosed
	dev.use(-1)
}

func (p *Player) stopLocked(v *oto.Player) {
	v.Pause()
	delete(p.voices, v)
}

func (p *Player) stopAllLocked() {
	for v := range p.voices {
		p.stopLocked(v)
	}
}

// lostLocked makes the Player silent after the device failed while in use.
func (p *Player) lostLocked(err error) {
	p.stopAllLocked()
	p.ctx, p.err = nil, err
	dev.report(err)
}

// ---------------------------------------------------------------------------
// Decoding.

var (
	decodeOnce sync.Once
	pcmCache   map[sounds.Effect][]byte
)

// decoded returns every effect as 16-bit stereo PCM, decoded once per process.
func decoded() map[sounds.Effect][]byte {
	decodeOnce.Do(func() {
		pcmCache = make(map[sounds.Effect][]byte)
		for _, e := range sounds.All() {
			pcm, err := Decode(sounds.MP3(e))
			if err != nil {
				logf("sound: effect %s: %v", e, err)
				continue
			}
			pcmCache[e] = pcm
		}
	})
	return pcmCache
}

// silence is the largest sample value treated as silence when trimming.
const silence = 8

// Decode decodes an MP3 at SampleRate into 16-bit little-endian stereo PCM,
// the format of the audio context, and trims the near-silence MP3 encoding
// adds at both ends (encoder delay and padding), so an effect sounds the
// moment it is played.
func Decode(b []byte) ([]byte, error) {
	d, err := mp3.NewDecoder(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	if d.SampleRate() != SampleRate {
		return nil, fmt.Errorf("sample rate %d Hz, want %d", d.SampleRate(), SampleRate)
	}
	pcm, err := io.ReadAll(d)
	if err != nil {
		return nil, err
	}
	pcm = pcm[:len(pcm)/frameLen*frameLen]
	loud := func(i int) bool { // frame i has a sample beyond silence
		for c := 0; c < channels; c++ {
			v := int16(uint16(pcm[i*frameLen+2*c]) | uint16(pcm[i*frameLen+2*c+1])<<8)
			if v > silence || v < -silence {
				return true
			}
		}
		return false
	}
	n := len(pcm) / frameLen
	first, last := 0, n-1
	for first < n && !loud(first) {
		first++
	}
	for last >= first && !loud(last) {
		last--
	}
	if first > last {
		return nil, errors.New("silent")
	}
	return pcm[first*frameLen : (last+1)*frameLen], nil
}

// ---------------------------------------------------------------------------
// The one audio context of the process.

// device owns the process's one oto context (oto refuses a second one). It
// is opened by the first New, in the background, and kept for the life of
// the process; it runs while at least one Player is open.
type device struct {
	openOnce sync.Once
	opened   chan struct{} // closed when ctx/err are set
	ctx      *oto.Context
	err      error

	mu      sync.Mutex
	users   int
	kick    chan struct{}
	logOnce sync.Once
}

var dev = &device{opened: make(chan struct{}), kick: make(chan struct{}, 1)}

// use counts a Player opening (+1) or closing (-1); the context is
// suspended while no Player is open.
func (d *device) use(delta int) {
	d.openOnce.Do(func() { go d.open() })
	d.mu.Lock()
	d.users += delta
	d.mu.Unlock()
	select {
	case d.kick <- struct{}{}:
	default:
	}
}

// open creates the context and waits, bounded, for it to be ready; then it
// suspends and resumes it as Players close and open. It runs once, in its
// own goroutine, for the life of the process.
func (d *device) open() {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: channels,
		Format:       oto.FormatSignedInt16LE,
	})
	if err == nil {
		select {
		case <-ready:
			// No device shows here, not as NewContext's error.
			err = ctx.Err()
		case <-time.After(readyTimeout):
			err = fmt.Errorf("audio device not ready after %v", readyTimeout)
		}
	}
	if err != nil {
		ctx = nil
		d.report(err)
	}
	d.ctx, d.err = ctx, err
	close(d.opened)
	if ctx == nil {
		return
	}
	running := true
	for range d.kick {
		d.mu.Lock()
		want := d.users > 0
		d.mu.Unlock()
		if want == running {
			continue
		}
		if want {
			err = ctx.Resume()
		} else {
			err = ctx.Suspend()
		}
		if err != nil {
			d.report(err)
			return
		}
		running = want
	}
}

// wait returns the context, or why there is none, waiting at most timeout.
func (d *device) wait(timeout time.Duration) (*oto.Context, error) {
	t := time.NewTimer(timeout)
	defer t.Stop()
	select {
	case <-d.opened:
		return d.ctx, d.err
	case <-t.C:
		err := fmt.Errorf("audio device not ready after %v", timeout)
		d.report(err)
		return nil, err
	}
}

// report logs, once per process, that there will be no sound.
func (d *device) report(err error) {
	d.logOnce.Do(func() {
		logf("sound: no usable audio device, playing silently: %v", err)
	})
}
