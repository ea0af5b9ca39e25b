package arena

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cego-spiel/cego/ai"
	"github.com/cego-spiel/cego/game"
)

// expertOwnPrefix starts the name of an Expert variant with other own-play
// terms in its calls (ai.SearchConfig.OwnPlay) and other margins for its
// calls (ai.SearchConfig.CallMargin, a token with "m-") and fitted own rates
// of winning (ai.SearchConfig.OwnWin and OwnWin3 alike, a token with "w-"
// and A:B: with -players 3 give the three players' fit), for
// measuring them against Expert: "expert-own:ultimo=30,piccolo=15,m-solo=1"
// or "expert-own:w-ultimo=1.46:0.9" ("expert-own:" alone: no own-play term
// or rate, the margins of Expert). It also sets the search itself:
// "samples=80", "solve=9", "no-chances", "c-bettel", "pm-ultimo=2" (see
// parseSearch).
const expertOwnPrefix = "expert-own:"

// expertOwnEntrant enters Expert with the own-play terms of spec (the
// contracts by their §16 tokens, each with the settlement it adds).
func expertOwnEntrant(name string) (Entrant, error) {
	spec, ok := strings.CutPrefix(name, expertOwnPrefix)
	if !ok {
		return Entrant{}, fmt.Errorf("%q does not start with %q", name, expertOwnPrefix)
	}
	cfg := ai.ExpertConfig()
	spec, err := parseSearch(spec, &cfg)
	if err != nil {
		return Entrant{}, fmt.Errorf("player %q: %v", name, err)
	}
	own, margin, win, err := parseOwnPlay(spec)
	if err != nil {
		return Entrant{}, fmt.Errorf("player %q: %v", name, err)
	}
	cfg.OwnPlay, cfg.CallMargin, cfg.OwnWin, cfg.OwnWin3 = own, margin, win, win
	if err := cfg.Validate(); err != nil {
		return Entrant{}, fmt.Errorf("player %q: %v", name, err)
	}
	return ConfigEntrant(name, cfg), nil
}

// parseSearch takes the search's own settings out of spec into cfg and
// returns the rest: "samples=N" (Samples, with three times as many
// Candidates), "solve=N" (SolveCards and BandCards), "no-chances" (none of
// Expert's Chances), "c-token" (the contract's Chances) and "pm-token=x"
// (the contract's PlayMargin).
func parseSearch(spec string, cfg *ai.SearchConfig) (string, error) {
	var rest []string
	for f := range strings.SplitSeq(spec, ",") {
		f = strings.TrimSpace(f)
		if f == "no-chances" {
			cfg.Chances = nil
			continue
		}
		if t, ok := strings.CutPrefix(f, "pm-"); ok {
			tok, val, _ := strings.Cut(t, "=")
			c := game.ContractByToken(tok)
			x, err := strconv.ParseFloat(val, 64)
			if c == game.NoContract || err != nil || !(x >= 0) { // NaN too
				return "", fmt.Errorf("%q: want pm-contract=margin, a margin of at least 0", f)
			}
			*cfg = cfg.WithPlayMargin(c, x)
			continue
		}
		if t, ok := strings.CutPrefix(f, "c-"); ok {
			c := game.ContractByToken(t)
			if c == game.NoContract {
				return "", fmt.Errorf("%q: no contract with the token %q", f, t)
			}
			*cfg = cfg.WithChances(c, true)
			continue
		}
		key, val, _ := strings.Cut(f, "=")
		if key != "samples" && key != "solve" {
			rest = append(rest, f)
			continue
		}
		n, err := strconv.Atoi(val)
		if err != nil || n < 1 || n > 1000 {
			return "", fmt.Errorf("%q: want %s=N, N from 1 to 1000", f, key)
		}
		if key == "samples" {
			cfg.Samples, cfg.Candidates = n, 3*n
		} else {
			cfg.SolveCards, cfg.BandCards = n, n
		}
	}
	return strings.Join(rest, ","), nil
}

// parseOwnPlay reads "token=value,…" into own-play terms,
// "m-token=value" into call margins and "w-token=A:B" into own rates of
// winning.
func parseOwnPlay(spec string) (own, margin map[game.Contract]float64, win map[game.Contract]ai.OwnWin, err error) {
	own, margin, win = map[game.Contract]float64{}, map[game.Contract]float64{}, map[game.Contract]ai.OwnWin{}
	if strings.TrimSpace(spec) == "" {
		return own, margin, win, nil
	}
	for f := range strings.SplitSeq(spec, ",") {
		tok, val, ok := strings.Cut(strings.TrimSpace(f), "=")
		if !ok {
			return nil, nil, nil, fmt.Errorf("%q: want contract=value, m-contract=value or w-contract=A:B", f)
		}
		into := own
		t, isWin := strings.CutPrefix(tok, "w-")
		if isWin {
			tok = t
		} else if t, ok := strings.CutPrefix(tok, "m-"); ok {
			tok, into = t, margin
		}
		c := game.ContractByToken(tok)
		if c == game.NoContract {
			return nil, nil, nil, fmt.Errorf("%q: no contract with the token %q", f, tok)
		}
		if isWin {
			a, b, ok := strings.Cut(val, ":")
			x, errA := strconv.ParseFloat(a, 64)
			y, errB := strconv.ParseFloat(b, 64)
			if !ok || errA != nil || errB != nil {
				return nil, nil, nil, fmt.Errorf("%q: want w-contract=A:B", f)
			}
			win[c] = ai.OwnWin{A: x, B: y}
			continue
		}
		v, err := strconv.ParseFloat(val, 64)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("%q: %v", f, err)
		}
		into[c] = v
	}
	return own, margin, win, nil
}
