package ai

import (
	"fmt"
	"strings"

	"github.com/cego-spiel/cego/game"
)

// variants lists the Normal bot's variants: changes to its parameters, measured against
// Normal in the duplicate arena (ai/cmd/calibrate, ai/cmd/arena -b NAME):
// never offered to people. A variant is a name, or for the declarer's
// look-ahead "normal-end:solveCards,samples,nodeCap,rollouts,margin,leads,in,batch,rolloutCards,soloRollouts,maxSamples,infer,soloSolveCards"
// (Normal with those look-ahead parameters with four players), or for the
// defenders' look-ahead "normal-def:" and the same parameters. A function rather than a table, so that
// a program that makes no variant (the game) does not carry them.
func variants() []variant {
	return []variant{
		// Normal as it was before the declarer's look-ahead.
		{name: "normal-old", make: NewRolloutBot},
		// Normal's declarer as it was before issue #21 part 1 (the
		// look-ahead solving five cards or fewer, the Solo's leads played
		// out, the card-play weights of then): what calibrate arenadecl
		// measures today's Normal against.
		{name: "normal-today", make: func(seed uint64) *RuleBot {
			b := NewRuleBot(seed)
			b.end, b.end3, b.pp, b.def = todayEndgame, todayEndgame, &todayPlay, endgameParams{}
			return b
		}},
		// Normal as Bots III (issue #32) left it, frozen: what Bots IV
		// measures Normal against (variant_bots3.go).
		{name: NormalBots3, make: newNormalBots3},
		// Normal with the special-game bids before Piccolo without the Gstieß
		// was bid (PiccoloBare 0: never).
		{name: "normal-old-null", make: func(seed uint64) *RuleBot {
			b := NewRuleBot(seed)
			b.th, b.th3 = oldNullThresholds(defaultThresholds), oldNullThresholds(defaultThresholds3)
			return b
		}},
		// Normal's Solo declarer as before its deals were weighed by the
		// defenders' plays and its last choices played out (five cards
		// solved open), and each of the two alone; the deals weighed by
		// the bids too; a Solo's last three cards solved; a sharper model
		// of the defenders' plays.
		endgameVariant("normal-solo-before", func(e *endgameParams) { e.soloSolveCards, e.candidates = 0, 0 }),
		endgameVariant("normal-solo-unweighed", func(e *endgameParams) { e.candidates = 0 }),
		endgameVariant("normal-solo-solved", func(e *endgameParams) { e.soloSolveCards = 0 }),
		endgameVariant("normal-plays4-bids", func(e *endgameParams) { e.candidates, e.bids = 4, true }),
		endgameVariant("normal-plays8-bids", func(e *endgameParams) { e.bids = true }),
		endgameVariant("normal-solo3", func(e *endgameParams) { e.soloSolveCards = 3 }),
		endgameVariant("normal-plays-eps0.5", func(e *endgameParams) { e.eps = 0.5 }),
		// The declarer's card-play weights, one changed (calibrate tunedecl).
		playVariant("pullBonus0", func(p *playParams) { p.pullBonus = 0 }),
		playVariant("pullBonus1.5", func(p *playParams) { p.pullBonus = 1.5 }),
		playVariant("pullBonus3", func(p *playParams) { p.pullBonus = 3 }),
		playVariant("pullLow0.5", func(p *playParams) { p.pullLow = 0.5 }),
		playVariant("pullLow1.5", func(p *playParams) { p.pullLow = 1.5 }),
		playVariant("plainRisk0.5", func(p *playParams) { p.plainLeadRisk = 0.5 }),
		playVariant("plainRisk1.5", func(p *playParams) { p.plainLeadRisk = 1.5 }),
		playVariant("declBoss0.5", func(p *playParams) { p.oursDeclBoss = 0.5 }),
		playVariant("declOther0.2", func(p *playParams) { p.oursDeclOther = 0.2 }),
		playVariant("declOther0.7", func(p *playParams) { p.oursDeclOther = 0.7 }),
		playVariant("geissDecl0.5", func(p *playParams) { p.geissDecl = 0.5 }),
	}
}

// variant is one variant of the Normal bot: its name and its maker;
// declPlay marks the declarer's card-play weights.
type variant struct {
	name     string
	make     func(seed uint64) *RuleBot
	declPlay bool
}

// endVariant is the prefix of a look-ahead variant's name, defVariant of
// one of the defenders' look-ahead (the same parameters; their contracts
// in, bit 1<<contract).
const (
	endVariant = "normal-end:"
	defVariant = "normal-def:"
	// ppVariant: Normal with card-play weights changed,
	// "normal-pp:forceRuff=2,defTrumpLead=-0.5" (playParams.set).
	ppVariant = "normal-pp:"
)

// playVariant is Normal with its card-play weights changed by f.
func playVariant(name string, f func(*playParams)) variant {
	pp := defaultPlay
	f(&pp)
	return variant{name: name, declPlay: true, make: func(seed uint64) *RuleBot {
		b := NewRuleBot(seed)
		b.pp = &pp
		return b
	}}
}

// endgameVariant is Normal with its look-ahead with four players changed
// by f.
func endgameVariant(name string, f func(*endgameParams)) variant {
	e := defaultEndgame
	f(&e)
	return variant{name: name, make: func(seed uint64) *RuleBot {
		b := NewRuleBot(seed)
		b.end = e
		return b
	}}
}

// oldNullThresholds are the special-game limits before Piccolo without the
// Gstieß was bid (PiccoloBare 0: never).
func oldNullThresholds(th thresholds) *thresholds {
	th.PiccoloBare, th.PiccoloBareMin = 0, 0
	th.Bettel, th.Piccolo = 1.0, 1.1
	return &th
}

// VariantNames lists the named variants of the Normal bot (the look-ahead
// variants "normal-end:…" besides).
func VariantNames() []string {
	var out []string
	for _, v := range variants() {
		out = append(out, v.name)
	}
	return out
}

// DeclarerPlayVariants lists the variants of the declarer's card-play
// weights (the tuning bench ai/cmd/calibrate tunedecl), in the order
// measured.
func DeclarerPlayVariants() []string {
	var out []string
	for _, v := range variants() {
		if v.declPlay {
			out = append(out, v.name)
		}
	}
	return out
}

// NewVariant returns the named variant of the Normal bot whose random
// choices derive from seed.
func NewVariant(name string, seed uint64) (*RuleBot, error) {
	for _, x := range []struct {
		prefix string
		into   func(b *RuleBot) *endgameParams
	}{{endVariant, func(b *RuleBot) *endgameParams { return &b.end }}, {defVariant, func(b *RuleBot) *endgameParams { return &b.def }}} {
		spec, ok := strings.CutPrefix(name, x.prefix)
		if !ok {
			continue
		}
		b := NewRuleBot(seed)
		e := x.into(b)
		var rest string
		n, _ := fmt.Sscanf(spec+" .", "%d,%d,%d,%d,%g,%t,%d,%d,%d,%d,%d,%t,%d %s", &e.solveCards, &e.samples, &e.nodeCap, &e.rollouts, &e.margin, &e.leads, &e.in, &e.batch, &e.rolloutCards, &e.soloRollouts, &e.maxSamples, &e.infer, &e.soloSolveCards, &rest)
		if n != 14 || rest != "." {
			return nil, fmt.Errorf("variant %q: want %ssolveCards,samples,nodeCap,rollouts,margin,leads,in,batch,rolloutCards,soloRollouts,maxSamples,infer,soloSolveCards", name, x.prefix)
		}
		return b, nil
	}
	if spec, ok := strings.CutPrefix(name, ppVariant); ok {
		pp := defaultPlay
		if err := pp.set(spec); err != nil {
			return nil, fmt.Errorf("variant %q: %v", name, err)
		}
		b := NewRuleBot(seed)
		b.pp = &pp
		return b, nil
	}
	for _, v := range variants() {
		if v.name == name {
			return v.make(seed), nil
		}
	}
	return nil, fmt.Errorf("unknown variant %q (%s, or %s…, %s… or %s…)", name, strings.Join(VariantNames(), ", "), endVariant, defVariant, ppVariant)
}

// rolloutBotOf is the rule bot a search bot plays out with, models the
// others by and falls back on: Normal's (NewRolloutBot) for "", else that
// of the named variant of Normal (SearchConfig.Rules).
func rolloutBotOf(variant string, seed uint64) (*RuleBot, error) {
	if variant == "" {
		return NewRolloutBot(seed), nil
	}
	b, err := NewVariant(variant, seed)
	if err != nil {
		return nil, err
	}
	return b.rolloutBot(seed), nil
}

// todayEndgame and todayPlay are Normal's declarer look-ahead and card-play
// weights as they were before issue #21 part 1, frozen for the variant
// "normal-today". Parameters added since are zero here: off.
var (
	todayEndgame = endgameParams{solveCards: 5, samples: 12, nodeCap: 200_000, rollouts: 32, margin: 1.5, leads: true, in: 1 << game.Solo}
	todayPlay    = playParams{
		oursDeclBoss: 0.2, oursDeclOther: 0.4,
		oursDefBoss: 0.5, oursDefOther: 0.5,
		bossCapture: 1.6, trumpBase: 0.6, pullBonus: 0.7, pullLow: 0, plainLeadRisk: 0,
		partnerAdd: 0.8, oppAdd: 0.4,
		rescue: 0.3, strengthPow: 2, geissDef: 0.45, geissDecl: 0.2,
		forceRuff: 1.5, defTrumpLead: -1,
		rLeadDanger: 0.02, rShedDanger: 0.2,
	}
)
