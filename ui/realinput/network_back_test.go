package realinput

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/game"
)

// kill ends the program at once (SIGKILL: no goodbye to the table, no
// last save) and waits until it is gone.
func (a *app) kill() {
	a.t.Helper()
	if err := a.cmd.Process.Kill(); err != nil {
		a.t.Fatal(err)
	}
	<-a.done
}

// handCards are the cards of a person's hand, by name.
func handCards(s snapshot) []string {
	var out []string
	for _, o := range s.hand() {
		out = append(out, o.Card)
	}
	return out
}

// playUntil lets host and guest take their decisions by real input, each
// on his own screen, until both screens show the same position and done
// holds for it.
func playUntil(t *testing.T, host, guest *app, what string, done func(hs, gs snapshot) bool) (snapshot, snapshot) {
	t.Helper()
	// the screens must move: it fails after a minute in which neither
	// showed a new action (a slow, busy machine paces the bots slowly,
	// so a count of rounds would fail there)
	moved, last := time.Now(), [2]int{-1, -1}
	for {
		hs, gs := host.snap(), guest.snap()
		if hs.Deal == gs.Deal && hs.Actions == gs.Actions && done(hs, gs) {
			return hs, gs
		}
		if now := [2]int{hs.Deal*1000 + hs.Actions, gs.Deal*1000 + gs.Actions}; now != last {
			moved, last = time.Now(), now
		} else if time.Since(moved) > time.Minute {
			t.Fatalf("a minute without a new action on either screen and not %s (host: deal %d, %d actions, %d overlays %v; guest: deal %d, %d actions, %d overlays %v)",
				what, hs.Deal, hs.Actions, hs.Overlays, texts(hs), gs.Deal, gs.Actions, gs.Overlays, texts(gs))
		}
		acted := false
		for _, x := range []struct {
			a *app
			s snapshot
		}{{host, hs}, {guest, gs}} {
			if x.s.MyTurn && x.s.top() == 0 && x.s.Phase != game.Done.String() {
				before := x.s.Actions
				decide(t, x.a, x.s)
				x.a.waitFor("the decision taken", func(s snapshot) bool { return s.Actions > before || s.Phase == game.Done.String() })
				acted = true
			}
		}
		if !acted {
			host.fresh()
		}
	}
}

// tableCode is the code the host's table dialog shows.
func tableCode(t *testing.T, s snapshot) string {
	t.Helper()
	for _, o := range s.Objects {
		if o.Kind == "label" && codeRe.MatchString(o.Text) {
			return o.Text
		}
	}
	t.Fatalf("the table dialog shows no code: %v", texts(s))
	return ""
}

// TestBackAfterACrash (#33's acceptance): two programs on two screens;
// the guest's program is killed in the middle of a deal and started
// again: without a key pressed or a click it is back in its own seat
// (the cards in its hand are the ones it held). Then the host's program
// is killed and started again; the host resumes the sitting and hosts it
// again ("Go on with the sitting at this window"): the table has the
// same code, the guest's program comes back to its seat by itself, and
// the deal goes on on both screens.
func TestBackAfterACrash(t *testing.T) {
	need(t)
	if !inNamespace(t, "TestBackAfterACrash") {
		return
	}
	hostScr, guestScr := newScreen(t, 1280, 900), newScreen(t, 1280, 900)
	hs, gs := returning(), returning()
	hs.PlayerName, gs.PlayerName = "Hans", "Grete"
	hostCfg, guestCfg := newConfig(t, hs), newConfig(t, gs)
	host := start(t, hostScr, hostCfg, "-seed", "5")
	guest := start(t, guestScr, guestCfg, "-seed", "6")

	host.menu("Game", "Host a table…")
	s := host.waitFor("the host dialog", func(s snapshot) bool { return dialogTitle(s, "Host a table") })
	host.click(s, button(t, s, "Open the table"))
	s = host.waitFor("the table dialog", func(s snapshot) bool { return dialogTitle(s, "Your table") })
	code := tableCode(t, s)
	guest.menu("Game", "Join a table…")
	g := guest.waitFor("the join dialog", func(s snapshot) bool { return dialogTitle(s, "Join a table") })
	guest.typeInto(g, entries(g)[1], "127.0.0.1:47474")
	guest.typeInto(g, entries(g)[2], code)
	guest.waitFor("the code typed", func(s snapshot) bool {
		return slices.ContainsFunc(entries(s), func(o object) bool { return o.Text == code })
	})
	guest.click(g, button(t, g, "Join"))
	s = host.waitFor("Grete at the host's table", func(s snapshot) bool { return s.has("Grete — a friend at the table") })
	host.click(s, button(t, s, "Deal"))
	guest.waitFor("the first deal at the guest", func(s snapshot) bool { return s.Deal == 1 && s.top() == 0 && s.Phase != "" })

	// the guest's program killed in the middle of the deal
	_, before := playUntil(t, host, guest, "five actions", func(hs, gs snapshot) bool { return hs.Actions >= 5 && gs.top() == 0 })
	held := handCards(before)
	guest.kill()
	guest = start(t, guestScr, guestCfg, "-seed", "6")
	back := guest.waitFor("the guest back at the table", func(s snapshot) bool {
		return s.Deal == 1 && s.top() == 0 && s.Phase != "" && s.Actions >= before.Actions
	})
	now := handCards(back)
	if len(now) == 0 || slices.ContainsFunc(now, func(c string) bool { return !slices.Contains(held, c) }) {
		t.Fatalf("back at the table the guest holds %v; before the crash he held %v: not his own seat", now, held)
	}
	host.menu("Game", "Table…")
	s = host.waitFor("the host's table dialog", func(s snapshot) bool { return dialogTitle(s, "Your table") })
	if !s.has("Grete — a friend at the table") || s.has("Grete 2") {
		t.Fatalf("the host's table after the guest came back: %v", texts(s))
	}
	host.click(s, button(t, s, "Back to the table"))
	host.waitFor("the table dialog closed", func(s snapshot) bool { return s.top() == 0 })

	// the host's program killed and started again: resume, host again
	mid, _ := playUntil(t, host, guest, "three more actions", func(hs, gs snapshot) bool {
		return hs.Actions >= back.Actions+3 && hs.Phase != game.Done.String()
	})
	host.kill()
	host = start(t, hostScr, hostCfg, "-seed", "5")
	s = host.waitFor("the offer to resume", func(s snapshot) bool { return s.has("Continue the sitting from") })
	host.click(s, button(t, s, "Continue"))
	host.waitFor("the sitting resumed", func(s snapshot) bool { return s.top() == 0 && s.Deal == 1 && s.Actions >= mid.Actions })
	host.menu("Game", "Host a table…")
	s = host.waitFor("the host dialog", func(s snapshot) bool { return dialogTitle(s, "Host a table") })
	goOn, ok := s.find("check", "Go on with the sitting at this window", -1)
	if !ok {
		t.Fatalf("no way to go on with the sitting: %v", texts(s))
	}
	host.click(s, goOn)
	s = host.waitFor("the sitting chosen", func(s snapshot) bool {
		o, _ := s.find("check", "Go on with the sitting at this window", -1)
		return o.Selected
	})
	host.click(s, button(t, s, "Open the table"))
	s = host.waitFor("the guest back at the host's table by himself", func(s snapshot) bool {
		return dialogTitle(s, "Your table") && s.has("Grete — a friend at the table")
	})
	if got := tableCode(t, s); got != code {
		t.Errorf("the table hosted again has code %s, before %s", got, code)
	}
	host.click(s, button(t, s, "Deal"))
	after, _ := playUntil(t, host, guest, "the deal going on on both screens", func(hs, gs snapshot) bool {
		return hs.top() == 0 && gs.top() == 0 && hs.Actions >= mid.Actions+2
	})
	if strings.Contains(guest.out.String(), "came before deal") {
		t.Errorf("the guest's program refused the host's position:\n%s", guest.out.String())
	}
	t.Logf("the guest was killed after %d actions, the host after %d; both screens at %d", before.Actions, mid.Actions, after.Actions)
}
