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
	HPiccoloBare = Heuristic{"piccolo-bare", "no Gstieß, but about one trick's worth of high cards: one of them takes the trick and the others duck"}
	HNoSpecial   = Heuristic{"no-special", "too many cards that could take a trick for Piccolo or Bettel"}
	HRaeuber     = Heuristic{"raeuber", "a poor Cego but few cards that take points: play Räuber"}
	HPlayCego    = Heuristic{"play-cego", "the Cego has a fair chance, or the hand would take too many points in Räuber"}
	HMein        = Heuristic{"mein", "the hand is worth this rung too: hold it"}
	HLetGo       = Heuristic{"let-go", "the hand is not worth this rung; let the other play it"}
	HBidEiner    = Heuristic{"bid-einer", "one strong card and a rich Legage are worth Einer"}
	HBidLeere    = Heuristic{"bid-leere", "the Legage banks enough points to play with pips and the blind"}
	HBidGeiss    = Heuristic{"bid-geiss", "a hand full of counters: bank them all and play the blind"}
	HBidLadder   = Heuristic{"bid-ladder", "the estimate with the blind reaches 36"}
	// the sure-rung rule: a rung above Einer only with a hand that should win it
	HHoldRung  = Heuristic{"hold-rung", "even with the challenger's strong hand defending, the hand should make 36 on this rung: hold it"}
	HLetGoRung = Heuristic{"let-go-rung", "above Einer the other bidder's strong hand defends: the hand would lose this rung more often than win it"}

	// the optional calls of RULES §11
	HPflichtRule     = Heuristic{"pflicht-rule", "the rules make this hand a compulsory Solo: withholding it risks a costly challenge"}
	HGegensoloHold   = Heuristic{"gegensolo-hold", "strong enough to play the Gegensolo with the blind: take it myself (mein)"}
	HGegensoloLetGo  = Heuristic{"gegensolo-let-go", "the hand is not worth a Gegensolo with the blind; let the caller play it"}
	HExactTricks     = Heuristic{"exact-tricks", "exactly as many sure top trumps as tricks to take, and every other card can duck"}
	HPascha          = Heuristic{"pascha", "Gstieß, Mond and 20 take the three tricks, and every other card can duck"}
	HOffen           = Heuristic{"offen", "the game is safe even with every card shown: play it open for double"}
	HNoOffen         = Heuristic{"no-offen", "with the cards shown the defenders could find the weak spot: play closed"}
	HDurchmarsch     = Heuristic{"durchmarsch", "the top trumps draw every trump and every suit is headed by its King: the hand takes every trick"}
	HUltiDurch       = Heuristic{"ulti-durch", "the hand takes every trick and can keep the low trumps for the last ones"}
	HUltiInSolo      = Heuristic{"ulti-in-solo", "a Solo hand that can also bring the Geiß home: announce it within the Solo (Solo-Ulti), which pays the Solo as well"}
	HSoloUlti        = Heuristic{"solo-ulti", "enough trumps to draw the others' and keep the Geiß for the last trick"}
	HNoAnnouncement  = Heuristic{"no-announcement", "the Solo is enough: the hand is not sure of every trick or of the Geiß's last trick"}
	HHosenRum        = Heuristic{"hosen-rum", "the cards I have seen leave that player almost surely a compulsory Solo he withheld"}
	HNoChallenge     = Heuristic{"no-challenge", "nobody can be shown to have withheld a compulsory Solo; a wrong challenge costs eightfold"}
	HDrescher        = Heuristic{"drescher", "a poor Cego, but low cards in several suits to keep for the last trick: play Drescher"}
	HSweep           = Heuristic{"sweep", "every trick was announced: take it with the cheapest sure winner, trumps first"}
	HKeepAnnounced   = Heuristic{"keep-announced", "keep the announced low trump for its trick at the end"}
	HPlayAnnounced   = Heuristic{"play-announced", "the announced trump's trick: play it now"}
	HExactTake       = Heuristic{"exact-take", "take a trick the game needs with a card sure to win it"}
	HDrescherUnload  = Heuristic{"drescher-unload", "taking tricks costs nothing before the last: unload a high card, keep the lowest for the end"}
	HDrescherLastLow = Heuristic{"drescher-last-low", "keep the card least likely to take the last trick"}

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
	HKeepGstiess      = Heuristic{"keep-gstiess", "the Gstieß wins whenever it is played: keep it for Piccolo's one trick and duck with the other cards"}
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
		HUltimo, HNoUltimo, HSolo, HPflichtSolo, HNoSolo, HGegensolo, HNoGegensolo, HPiccolo, HBettel, HPiccoloBare,
		HNoSpecial, HRaeuber, HPlayCego, HMein, HLetGo, HBidEiner, HBidLeere, HBidGeiss, HBidLadder,
		HHoldRung, HLetGoRung,
		HKeepTopTrumps, HKeepWinners, HKeepPip, HKeepGeiss, HBuryGeiss, HBuryCounter, HMakeVoid,
		HPullTrumps, HCashWinner, HLeadLow, HForceRuff, HSchmieren, HSaveGeiss, HTakeTrick, HContest, HGiveLittle,
		HLeadUnder, HDuck, HUnloadHigh, HHopeOvertaken, HPiccoloOneTrick, HKeepGstiess, HLeadIntoDeclarer,
		HStayUnder, HUltimoLast, HUltimoPull, HUltimoKeepGeiss, HForceGeiss, HKeepTrumpForLast,
		HShedCounters,
		HPflichtRule, HGegensoloHold, HGegensoloLetGo, HExactTricks, HPascha, HOffen, HNoOffen,
		HDurchmarsch, HUltiDurch, HUltiInSolo, HSoloUlti, HNoAnnouncement, HHosenRum, HNoChallenge, HDrescher,
		HSweep, HKeepAnnounced, HPlayAnnounced, HExactTake, HDrescherUnload, HDrescherLastLow,
	}
}
