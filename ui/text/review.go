package text

import (
	"errors"
	"fmt"
	"strings"

	"github.com/cego-spiel/cego/ai/review"
	"github.com/cego-spiel/cego/game"
)

// The review's words: the solver's verdicts on the person's cards, calls
// and exchange, and a finished deal's result in a line.

// exchangeHead names the decision: "Exchange: kept Trump 7, Trump 2".
func exchangeHead(v review.ExchangeVerdict) string {
	if v.Step == review.ExchangeDiscard {
		return Trf("Discard: %s", CardsAnd(v.Chosen))
	}
	return Trf("Exchange: kept %s", CardsAnd(v.Chosen))
}

// ShortExchange is an exchange verdict in the list: "Discard: Herz 4 —
// lost 2".
func ShortExchange(v review.ExchangeVerdict, ready bool) string {
	return exchangeHead(v) + " — " + verdictTail(ready, v.Err, v.Forced, Tr("only choice"), v.Lost,
		v.Accuracy == review.AccuracyGame, v.Accuracy == review.AccuracyBand)
}

// ExchangeVerdictText says an exchange verdict for the person: "Discard: 4 of
// hearts — discarding 1 of diamonds instead of 4 of hearts would have made 2
// more points."
func ExchangeVerdictText(v review.ExchangeVerdict, ready bool) string {
	head := exchangeHead(v) + " — "
	if !ready {
		return head + Tr("the solver is still thinking…")
	}
	var s string
	in, out := v.Swap()
	best, instead := CardsAnd(in), CardsAnd(out)
	if why := noVerdict(v.Err); why != "" {
		return head + why
	}
	switch {
	case v.Forced:
		return head + Tr("the only legal choice.")
	case v.Lost == 0:
		s = Tr("best — no other choice would have done better")
	case v.Step == review.ExchangeKeep && v.Accuracy == review.AccuracyGame:
		s = Trf("keeping %s instead of %s would have won the game", best, instead)
	case v.Accuracy == review.AccuracyGame:
		s = Trf("discarding %s instead of %s would have won the game", best, instead)
	case v.Step == review.ExchangeKeep && v.Accuracy == review.AccuracyBand && v.Lost == 1:
		s = Trf("keeping %s instead of %s would have reached 1 factor band more", best, instead)
	case v.Step == review.ExchangeKeep && v.Accuracy == review.AccuracyBand:
		s = Trf("keeping %s instead of %s would have reached %d factor bands more", best, instead, v.Lost)
	case v.Accuracy == review.AccuracyBand && v.Lost == 1:
		s = Trf("discarding %s instead of %s would have reached 1 factor band more", best, instead)
	case v.Accuracy == review.AccuracyBand:
		s = Trf("discarding %s instead of %s would have reached %d factor bands more", best, instead, v.Lost)
	case v.Step == review.ExchangeKeep && v.Lost == 1:
		s = Trf("keeping %s instead of %s would have made 1 more point", best, instead)
	case v.Step == review.ExchangeKeep:
		s = Trf("keeping %s instead of %s would have made %d more points", best, instead, v.Lost)
	case v.Lost == 1:
		s = Trf("discarding %s instead of %s would have made 1 more point", best, instead)
	default:
		s = Trf("discarding %s instead of %s would have made %d more points", best, instead, v.Lost)
	}
	switch v.Accuracy {
	case review.AccuracyBand:
		s += " " + Tr("(judged by factor band only)")
	case review.AccuracyGame:
		s += " " + Tr("(judged by won or lost only)")
	}
	if v.Unjudged > 0 {
		s += "; " + Trf("%d of %d other choices too deep for the solver", v.Unjudged, v.Alternatives)
	}
	return head + s + "."
}

// CardVerdictText says a verdict for the person: "You played Herz König: this
// lost 6 points — Trump 3 would have kept the Mond (21) safe." In Räuber,
// where points are bad, the card "took" points.
func CardVerdictText(v review.CardVerdict, raeuber bool) string {
	head := Trf("You played %s: ", CardName(v.Played))
	if why := noVerdict(v.Err); why != "" {
		return head + why
	}
	switch {
	case v.Forced:
		return head + Tr("your only legal card.")
	case v.Lost == 0:
		return head + Tr("best — no card would have done better") + accuracyNote(v.Accuracy) + "."
	case v.Game:
		return head + Trf("this lost the game — %s would have won it", CardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	case v.Accuracy == review.AccuracyBand && v.Lost == 1:
		return head + Trf("this cost your side 1 factor band — %s would have done better", CardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	case v.Accuracy == review.AccuracyBand:
		return head + Trf("this cost your side %d factor bands — %s would have done better", v.Lost, CardName(v.Best)) + accuracyNote(v.Accuracy) + "."
	}
	lost := Trf("this lost %d points", v.Lost)
	switch {
	case raeuber && v.Lost == 1:
		lost = Tr("this took 1 point more than the best card")
	case raeuber:
		lost = Trf("this took %d points more than the best card", v.Lost)
	case v.Lost == 1:
		lost = Tr("this lost 1 point")
	}
	return head + lost + " — " + whyText(v) + "."
}

// accuracyNote says, after a verdict, that the solver judged it coarsely:
// exact card points were too deep for it within its time.
func accuracyNote(a review.Accuracy) string {
	switch a {
	case review.AccuracyBand:
		return " " + Tr("(judged by factor band only)")
	case review.AccuracyGame:
		return " " + Tr("(judged by won or lost only)")
	}
	return ""
}

// whyText is the reason a better card was better.
func whyText(v review.CardVerdict) string {
	b := CardName(v.Best)
	switch v.Why {
	case review.WhyWinsTrick:
		if v.Card != game.NoCard {
			return Trf("%s would have won the trick for your side, with %s in it", b, CardName(v.Card))
		}
		return Trf("%s would have won the trick for your side", b)
	case review.WhySaves:
		if v.Card == v.Best {
			return Trf("%s now would have kept it safe", b)
		}
		return Trf("%s would have kept %s safe", b, CardName(v.Card))
	case review.WhyCatches:
		return Trf("%s would have caught %s", b, CardName(v.Card))
	case review.WhyDucks:
		return Trf("%s would have let the trick go", b)
	case review.WhyGivesLess:
		return Trf("%s would have given the other side less in this trick", b)
	}
	return Trf("%s would have done better in the tricks to come", b)
}

// ShortVerdict is a verdict in the list: "Trick 3 · Herz König — lost 6".
func ShortVerdict(v review.CardVerdict, ready bool) string {
	return Trf("Trick %d · %s", v.Trick, CardName(v.Played)) + " — " +
		verdictTail(ready, v.Err, v.Forced, Tr("only card"), v.Lost, v.Game, v.Accuracy == review.AccuracyBand)
}

// verdictTail ends a verdict's line in the review's list: "…" while it is
// worked out, no verdict, the only choice (only), best, the game lost,
// bands lower or points lost.
func verdictTail(ready bool, err error, forced bool, only string, lost int, game, bands bool) string {
	switch {
	case !ready:
		return "…"
	case err != nil:
		return Tr("no verdict")
	case forced:
		return only
	case lost == 0:
		return Tr("best")
	case game:
		return Tr("lost the game")
	case bands:
		return bandsLower(lost)
	}
	return Trf("lost %d", lost)
}

// bandsLower is "2 bands lower", "1 band lower".
func bandsLower(n int) string {
	if n == 1 {
		return Tr("1 band lower")
	}
	return Trf("%d bands lower", n)
}

// verdictCount counts verdicts of one kind.
type verdictCount struct{ best, forced, worse, none int }

func (n *verdictCount) add(none, forced, best bool) {
	switch {
	case none:
		n.none++
	case forced:
		n.forced++
	case best:
		n.best++
	default:
		n.worse++
	}
}

func (n verdictCount) total() int { return n.best + n.forced + n.worse + n.none }

// text is "6 best, 2 forced, 1 worse, 1 too deep", leaving out what is 0
// (but best and worse).
func (n verdictCount) text() string {
	s := Trf("%d best", n.best)
	if n.forced > 0 {
		s += ", " + Trf("%d forced", n.forced)
	}
	s += ", " + Trf("%d worse", n.worse)
	if n.none > 0 {
		s += ", " + Trf("%d too deep for the solver", n.none)
	}
	return s
}

// CallName names a call as the table says it ("fort", "Solo!",
// "Hosen rum, Anna!").
func CallName(a game.Action, names [4]string) string {
	if p, ok := a.ChallengedSeat(); ok && int(p) < len(names) && names[p] != "" {
		return "Hosen rum, " + names[p] + "!"
	}
	return CallLabel(a)
}

// callHead names the call in the list: "Call 2: fort" (the person's
// second call in the deal).
func callHead(n int, v review.CallVerdict, names [4]string) string {
	return Trf("Call %d: %s", n+1, CallName(v.Call, names))
}

// ShortCall is call verdict n in the list: "Call 1: fort — best", "Call
// 2: fort — Solo! would have scored 12 more".
func ShortCall(n int, v review.CallVerdict, ready bool, names [4]string) string {
	head := callHead(n, v, names)
	switch {
	case v.Forced:
		return head + " — " + Tr("only call")
	case !ready:
		return head + " — …"
	case v.Gain == 0:
		return head + " — " + Tr("best")
	}
	return head + " — " + Trf("%s would have scored %d more", CallName(v.Best, names), v.Gain)
}

// outcomeText says where a line led for the reviewed seat: "Solo by you,
// +18", "Räuber, -6", "Einer by Anna, -8, played out by the bots".
func outcomeText(o review.CallOutcome, seat game.Seat, names [4]string) string {
	var s string
	in := o.Contract.Info()
	switch {
	case o.Contract == game.NoContract:
		s = Tr("no game")
	case o.Declarer == game.NoSeat || int(o.Declarer) >= len(names):
		s = in.German
	case o.Declarer == seat:
		s = Trf("%s by you", in.German)
	default:
		s = Trf("%s by %s", in.German, names[o.Declarer])
	}
	s += fmt.Sprintf(", %+d", o.Score)
	if o.Method == review.CallPlayedOut {
		s += ", " + Tr("played out by the bots")
	}
	return s
}

// CallVerdictText says call verdict n for the person: "Call 2: fort with 9
// trumps — Solo! would have scored 12 more (Solo by you, +18; as played:
// Räuber, +6)."
func CallVerdictText(n int, v review.CallVerdict, ready bool, names [4]string) string {
	name := CallName(v.Call, names)
	head := Trf("Call %d: %s with %d trumps", n+1, name, v.Trumps) + " — "
	if v.Trumps == 1 {
		head = Trf("Call %d: %s with 1 trump", n+1, name) + " — "
	}
	switch {
	case v.Forced:
		return head + Tr("your only legal call.")
	case !ready:
		return head + Tr("the solver is still thinking…")
	case v.Gain == 0:
		return head + Trf("best: no other call would have done better (as played: %s).", outcomeText(v.Actual, v.Seat, names))
	}
	var b review.CallOutcome
	for _, o := range v.Alternatives {
		if o.Call == v.Best {
			b = o
		}
	}
	return head + Trf("%s would have scored %d more (%s; as played: %s).",
		CallName(v.Best, names), v.Gain, outcomeText(b, v.Seat, names), outcomeText(v.Actual, v.Seat, names))
}

// ResultLine sums a finished deal up: "Eine Leere by Anna: 41 points,
// won"; the person's own game (declarer me) is "… by you".
func ResultLine(st *game.State, names [4]string, me game.Seat) string {
	r := st.Result()
	in := r.Contract.Info()
	mine := me != game.NoSeat && r.Declarer == me
	switch {
	case r.Contract == game.NoContract:
		return Tr("no game")
	case in.Solitary:
		return in.German
	case in.Normal && mine:
		return Trf("%s by you: %s", in.German, PointsOutcome(r))
	case in.Normal:
		return Trf("%s by %s: %s", in.German, names[r.Declarer], PointsOutcome(r))
	case mine:
		return Trf("%s by you: %s", in.German, WonWord(r.Won))
	}
	return Trf("%s by %s: %s", in.German, names[r.Declarer], WonWord(r.Won))
}

// ResultLines is ResultLine in two short lines: the game and its outcome.
func ResultLines(st *game.State, names [4]string, me game.Seat) []string {
	r := st.Result()
	in := r.Contract.Info()
	by := func() string {
		if me != game.NoSeat && r.Declarer == me {
			return Trf("%s by you", in.German)
		}
		return Trf("%s by %s", in.German, names[r.Declarer])
	}
	switch {
	case r.Contract == game.NoContract:
		return []string{Tr("no game")}
	case in.Solitary:
		return []string{in.German}
	case in.Normal:
		return []string{by(), PointsOutcome(r)}
	}
	return []string{by(), WonWord(r.Won)}
}

// PointsOutcome is a normal game's outcome: "41 points, lost", "1 point,
// won".
func PointsOutcome(r game.Result) string {
	if r.Points == 1 {
		return Trf("%d point, %s", r.Points, WonWord(r.Won))
	}
	return Trf("%d points, %s", r.Points, WonWord(r.Won))
}

// WonWord is "won" or "lost".
func WonWord(won bool) string {
	if won {
		return Tr("won")
	}
	return Tr("lost")
}

// ReviewSummary counts the verdicts of every kind the review judged —
// cards, calls (those ready), the exchange (once ready): "Cards: 6 best, 2
// forced, 1 worse (6 points given up); calls: 3 best, 1 worse; exchange: 2
// best."
func ReviewSummary(cards []review.CardVerdict, calls []review.CallVerdict, callReady []bool, exch []review.ExchangeVerdict, exchReady bool) string {
	var parts []string
	var cardCount verdictCount
	lost := 0
	for _, v := range cards {
		cardCount.add(v.Err != nil, v.Forced, v.Lost == 0)
		if v.Err == nil && !v.Forced && v.Lost > 0 && !v.Game && v.Accuracy == review.AccuracyPoints {
			lost += v.Lost
		}
	}
	if len(cards) > 0 {
		s := Trf("Cards: %s", cardCount.text())
		switch {
		case lost == 1:
			s += Tr(" (1 point given up)")
		case lost > 1:
			s += Trf(" (%d points given up)", lost)
		}
		parts = append(parts, s)
	}
	var callCount verdictCount
	for i, v := range calls {
		if callReady[i] {
			callCount.add(false, v.Forced, v.Gain == 0)
		}
	}
	if callCount.total() > 0 {
		parts = append(parts, Trf("calls: %s", callCount.text()))
	}
	var exchCount verdictCount
	if exchReady {
		for _, v := range exch {
			exchCount.add(v.Err != nil, v.Forced, v.Lost == 0)
		}
	}
	if exchCount.total() > 0 {
		parts = append(parts, Trf("exchange: %s", exchCount.text()))
	}
	if len(parts) == 0 {
		return Tr("Nothing to judge in this deal.")
	}
	return strings.Join(parts, "; ") + "."
}

// noVerdict says why the solver gave no verdict ("" when it gave one): the
// position was too deep for its time, or it does not judge the game.
func noVerdict(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, review.ErrCap):
		return Tr("too deep for the solver within its time.")
	}
	return Tr("no verdict: the solver does not judge this game or position.")
}
