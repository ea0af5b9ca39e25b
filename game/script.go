package game

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"
)

// Script is a deal written in the notation of RULES §16.3: the rules, the
// dealer, the pack order and the actions. Scenario tests, prepared teaching
// deals and bug reports use it.
//
//	players: 4            # 3 or 4
//	dealer: 3             # seat
//	deck: T5 hK …         # top of the pack first
//	actions: pass pass …
//
// Instead of deck, the blind and every hand may be given on lines "blind:"
// and "P0:", "P1:", …; the pack is then laid out as §4 deals it. Text after
// '#' is a comment; "actions:" may span several lines.
//
// Extension for the options of RULES §11: "options:" lists option IDs
// (COUNT_PAIRS HALBE …), "scoring:" names the scoring profile
// (CEGO_ONLINE_VALUES), "specials:" the value column (ST_GEORGEN), and
// "preset:" starts from a preset of §11.1 (SCHWARZWALDMEISTERSCHAFT); the
// players line, if any, comes first.
type Script struct {
	Rules   Rules
	Dealer  Seat
	Deck    []Card
	Actions []Action
}

const maxScriptLen = 1 << 16

// ParseScript reads a deal script.
func ParseScript(text string) (Script, error) {
	var sc Script
	if len(text) > maxScriptLen {
		return sc, fmt.Errorf("a deal script is at most %d bytes", maxScriptLen)
	}
	sc.Dealer = NoSeat
	var deck string
	hands := map[string]string{}
	var actions []string
	var extra rulesJSON
	preset := ""
	key := ""
	lines := bufio.NewScanner(strings.NewReader(text))
	lines.Buffer(make([]byte, 0, 4096), maxScriptLen+1)
	for no := 1; lines.Scan(); no++ {
		line := lines.Text()
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		value := line
		if i := strings.IndexByte(line, ':'); i >= 0 {
			key = strings.TrimSpace(line[:i])
			value = line[i+1:]
		} else if key != "actions" {
			return sc, fmt.Errorf("line %d: expected \"name: value\"", no)
		}
		value = strings.TrimSpace(value)
		switch key {
		case "players":
			n, err := strconv.Atoi(value)
			if err != nil || (n != 3 && n != 4) {
				return sc, fmt.Errorf("line %d: players must be 3 or 4", no)
			}
			sc.Rules.Players = n
		case "dealer":
			d, err := strconv.Atoi(value)
			if err != nil || d < 0 || d > 3 {
				return sc, fmt.Errorf("line %d: dealer must be a seat number", no)
			}
			sc.Dealer = Seat(d)
		case "options":
			extra.Options = append(extra.Options, strings.Fields(value)...)
		case "scoring":
			extra.Scoring = []byte(strconv.Quote(value))
		case "specials":
			extra.Specials = value
		case "preset":
			preset = value
		case "deck":
			deck = value
		case "blind", "P0", "P1", "P2", "P3":
			if _, dup := hands[key]; dup {
				return sc, fmt.Errorf("line %d: %s given twice", no, key)
			}
			hands[key] = value
		case "actions":
			actions = append(actions, value)
		default:
			return sc, fmt.Errorf("line %d: unknown field %q", no, key)
		}
	}
	if err := lines.Err(); err != nil {
		return sc, err
	}
	if preset != "" || extra.Options != nil || extra.Scoring != nil || extra.Specials != "" {
		base := Rules{Players: sc.Rules.Players}
		if preset != "" {
			p, ok := Preset(preset)
			if !ok {
				return sc, fmt.Errorf("unknown preset %q", preset)
			}
			if base.Players != 0 && base.Players != p.N() {
				return sc, fmt.Errorf("preset %s is for %d players", preset, p.N())
			}
			base = p
		}
		extra.Players = base.Players
		r, err := extra.rules()
		if err != nil {
			return sc, err
		}
		for _, id := range r.OptionIDs() {
			_ = base.SetOption(id, true)
		}
		if extra.Scoring != nil {
			base.Scoring = r.Scoring
		}
		if extra.Specials != "" {
			base.Specials = r.Specials
		}
		if base.Players == 0 {
			base.Players = sc.Rules.Players
		}
		if err := base.Validate(); err != nil {
			return sc, err
		}
		sc.Rules = base
	}
	n := sc.Rules.N()
	if sc.Dealer == NoSeat {
		sc.Dealer = Seat(n - 1)
	}
	if int(sc.Dealer) >= n {
		return sc, fmt.Errorf("dealer %d: seats are 0 to %d", sc.Dealer, n-1)
	}
	var err error
	switch {
	case deck != "" && len(hands) > 0:
		return sc, fmt.Errorf("give either the deck or the hands, not both")
	case deck != "":
		sc.Deck, err = parseDeck(deck)
	case len(hands) > 0:
		sc.Deck, err = deckFromHands(sc.Rules, sc.Dealer, hands)
	default:
		return sc, fmt.Errorf("the script has no deck")
	}
	if err != nil {
		return sc, err
	}
	if _, err := NewDeal(sc.Rules, sc.Dealer, sc.Deck); err != nil {
		return sc, err
	}
	sc.Actions, err = ParseActions(strings.Join(actions, " "))
	return sc, err
}

// deckFromHands lays out a pack so that §4's dealing gives the listed blind
// and hands.
func deckFromHands(r Rules, dealer Seat, hands map[string]string) ([]Card, error) {
	n := r.N()
	var deck []Card
	add := func(key string, size int) error {
		set, err := ParseCards(hands[key])
		if err != nil {
			return fmt.Errorf("%s: %w", key, err)
		}
		if set.Len() != size {
			return fmt.Errorf("%s has %d cards, not %d", key, set.Len(), size)
		}
		deck = append(deck, set.Slice()...)
		return nil
	}
	if err := add("blind", r.BlindSize()); err != nil {
		return nil, err
	}
	for i := 1; i <= n; i++ {
		seat := (int(dealer) + i) % n
		if err := add(fmt.Sprintf("P%d", seat), r.HandSize()); err != nil {
			return nil, err
		}
	}
	return deck, nil
}

// Deal returns the deal the script starts from.
func (sc Script) Deal() (State, error) { return NewDeal(sc.Rules, sc.Dealer, sc.Deck) }

// Play deals and applies every action of the script; an illegal action is an
// error naming its position.
func (sc Script) Play() (State, error) {
	s, err := sc.Deal()
	if err != nil {
		return s, err
	}
	err = s.applyActions(sc.Actions)
	return s, err
}
