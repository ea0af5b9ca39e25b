package ai

// Heuristic is a named rule of the rule bot with the one-line reason shown
// to a person (for example in a hint).
type Heuristic struct {
	Name   string
	Reason string
}

// The rule bot's heuristics. Decision.Rule is one of these names.
var (
	HNone     = Heuristic{"none", "it is not this seat's turn"}
	HForced   = Heuristic{"forced", "only one action is legal"}
	HMistake  = Heuristic{"mistake", "an easy bot sometimes plays without thinking"}
	HFallback = Heuristic{"fallback", "no rule applied; the first legal action"}

	// auction
	HUltimo      = Heuristic{"ultimo", "enough trumps to guard the Geiß until the last trick"}
	HNoUltimo    = Heuristic{"no-ultimo", "too few trumps to keep the Geiß to the last trick"}
	HSolo        = Heuristic{"solo", "enough trumps and high cards to make 36 with the blind counting unseen"}
	HPflichtSolo = Heuristic{"pflichtsolo", "eight trumps, or seven with two above 16 and at most two suits: a Solo by the Pflichtsolo rule of thumb"}
	HNoSolo      = Heuristic{"no-solo", "the hand alone will not make 36 points"}
	HGegensolo   = Heuristic{"gegensolo", "strong enough to take the blind against the Solo"}
	HNoGegensolo = Heuristic{"no-gegensolo", "the Solo bidder holds the trumps; defend instead"}
	HPiccolo     = Heuristic{"piccolo", "the Gstieß takes one trick and every other card can duck"}
	HBettel      = Heuristic{"bettel", "low cards only: every card can stay under the others"}
	HNoSpecial   = Heuristic{"no-special", "too many cards that could take a trick for Piccolo or Bettel"}
	HRaeuber     = Heuristic{"raeuber", "a poor Cego but few cards that take points: play Räuber"}
	HPlayCego    = Heuristic{"play-cego", "the Cego has a fair chance, or the hand would take too many points in Räuber"}
	HMein        = Heuristic{"mein", "the hand is worth this rung too: hold it"}
	HLetGo       = Heuristic{"let-go", "the hand is not worth this rung; let the other play it"}
	HBidEiner    = Heuristic{"bid-einer", "one strong card and a rich Legage are worth Einer"}
	HBidLeere    = Heuristic{"bid-leere", "the Legage banks enough points to play with pips and the blind"}
	HBidGeiss    = Heuristic{"bid-geiss", "a hand full of counters: bank them all and play the blind"}
	HBidLadder   = Heuristic{"bid-ladder", "the estimate with the blind reaches 36"}

	// exchange
	HKeepTopTrumps = Heuristic{"keep-top-trumps", "keep the highest trumps, such as the Gstieß and the Mond: they win tricks whatever the blind brings"}
	HKeepWinners   = Heuristic{"keep-winners", "keep the card most likely to win a trick; the counters go safely into the Legage"}
	HKeepPip       = Heuristic{"keep-pip", "keep the highest pips; the counters go safely into the Legage"}
	HKeepGeiss     = Heuristic{"keep-geiss", "the contract requires the Geiß"}
	HBuryGeiss     = Heuristic{"bury-geiss", "lay the Geiß away: in play it would most likely be caught"}
	HBuryCounter   = Heuristic{"bury-counter", "lay a counter away where it counts for sure"}
	HMakeVoid      = Heuristic{"make-void", "lay away a weak card, best a singleton, to ruff that suit later"}

	// normal games
	HPullTrumps = Heuristic{"pull-trumps", "lead the top trump to draw the defenders' trumps"}
	HCashWinner = Heuristic{"cash-winner", "lead a card that should win the trick"}
	HLeadLow    = Heuristic{"lead-low", "lead a low card that gives little away"}
	HForceRuff  = Heuristic{"force-ruff", "lead a suit the declarer is out of: he must spend a trump on it"}
	HSchmieren  = Heuristic{"schmieren", "put a counter on the partner's trick (schmieren)"}
	HSaveGeiss  = Heuristic{"save-geiss", "the partner takes this trick: save the Geiß on it"}
	HTakeTrick  = Heuristic{"take-trick", "take the trick with a card that should hold"}
	HContest    = Heuristic{"contest", "try to take the trick; the points are worth the risk"}
	HGiveLittle = Heuristic{"give-little", "the trick is lost: give the fewest points"}

	// special games
	HLeadUnder        = Heuristic{"lead-under", "lead the card least likely to take the trick"}
	HDuck             = Heuristic{"duck", "stay under the winning card with the highest card that still loses"}
	HUnloadHigh       = Heuristic{"unload-high", "this trick is decided: get rid of a dangerous high card"}
	HHopeOvertaken    = Heuristic{"hope-overtaken", "every card wins for now: play the one most likely to be beaten"}
	HPiccoloOneTrick  = Heuristic{"piccolo-one-trick", "take the one trick Piccolo needs with a sure winner"}
	HLeadIntoDeclarer = Heuristic{"lead-into-declarer", "lead low in a suit the declarer still holds so he must win"}
	HStayUnder        = Heuristic{"stay-under", "stay under the declarer so that he takes the trick"}
	HUltimoLast       = Heuristic{"ultimo-last", "the Geiß wins the last trick"}
	HUltimoPull       = Heuristic{"ultimo-pull", "draw the defenders' trumps so the Geiß wins the last trick"}
	HUltimoKeepGeiss  = Heuristic{"ultimo-keep-geiss", "save the Geiß (T1) for the last trick"}
	HForceGeiss       = Heuristic{"force-geiss", "make the declarer spend trumps (a suit he is out of, or trumps) to force the Geiß out before the last trick"}
	HKeepTrumpForLast = Heuristic{"keep-trump-for-last", "keep a trump to beat the Geiß in the last trick"}
	HShedCounters     = Heuristic{"shed-counters", "shed a counter on someone else's trick"}
)

// Heuristics lists every heuristic of the rule bot, for documentation and
// for the hint service.
func Heuristics() []Heuristic {
	return []Heuristic{
		HForced, HMistake, HFallback,
		HUltimo, HNoUltimo, HSolo, HPflichtSolo, HNoSolo, HGegensolo, HNoGegensolo, HPiccolo, HBettel,
		HNoSpecial, HRaeuber, HPlayCego, HMein, HLetGo, HBidEiner, HBidLeere, HBidGeiss, HBidLadder,
		HKeepTopTrumps, HKeepWinners, HKeepPip, HKeepGeiss, HBuryGeiss, HBuryCounter, HMakeVoid,
		HPullTrumps, HCashWinner, HLeadLow, HForceRuff, HSchmieren, HSaveGeiss, HTakeTrick, HContest, HGiveLittle,
		HLeadUnder, HDuck, HUnloadHigh, HHopeOvertaken, HPiccoloOneTrick, HLeadIntoDeclarer,
		HStayUnder, HUltimoLast, HUltimoPull, HUltimoKeepGeiss, HForceGeiss, HKeepTrumpForLast,
		HShedCounters,
	}
}
