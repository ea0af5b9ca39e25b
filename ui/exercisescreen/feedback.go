package exercisescreen

import (
	"slices"
	"strings"

	"github.com/cego-spiel/cego/ai/exercise"
	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/text"
)

// The feedback of an exercise (package ai/exercise, Explain): a sentence
// naming the principle that separates the answer from the choice, found by
// code in the position, and what the choice gives and costs on average
// over the deals that fit what the person sees — the proof's deals, not
// the one deal shown.

// tokenName names an exercise's answer token for the person: a card, a
// call or a pair of cards.
func tokenName(token string) string {
	if c, err := game.ParseCard(token); err == nil {
		return text.CardName(c)
	}
	if a, err := game.ParseAction(token); err == nil && !a.IsCard() {
		return callWord(a) // "Solo", so that "Right: Solo." does not read "Solo!."
	}
	return pairNames(token)
}

// isRight reports whether token is e's answer or the same answer.
func isRight(e *exercise.Exercise, token string) bool {
	return token == e.Answer || slices.Contains(e.Also, token)
}

// principleText is the sentence of a principle for a beginner.
func principleText(f exercise.Feedback) string {
	switch f.Principle {
	case exercise.DrawTrumps:
		return tr("Drawing trumps: as declarer, lead trumps while the defenders still hold some, so that they cannot trump your good cards later.")
	case exercise.DrawLastTrumps:
		return tr("Drawing the last trumps: only a few trumps are still out; pull them before you play your other cards.")
	case exercise.SaveMond:
		return tr("Saving the Mond: only the Gstieß takes the Mond (21); while the Gstieß is still out, do not put the Mond where it can fall to it.")
	case exercise.Smear:
		return tr("Smearing: your side wins this trick, so give it a card with points.")
	case exercise.NoPoints:
		return tr("The other side takes this trick: give it your smallest card, not your points.")
	case exercise.TakeTrick:
		return tr("Take the trick: its points are yours, and you keep the lead.")
	case exercise.ForceTrump:
		return tr("Forcing the declarer to trump: lead a suit he has no more of, so that he must spend a trump on it.")
	case exercise.UltimoGeiss:
		return tr("Ultimo: the Geiß (trump 1) must take the last trick; keep it, and the trumps that guard it, for the end.")
	case exercise.PiccoloOne:
		return tr("Piccolo: the declarer must take exactly one trick, no more and no fewer.")
	case exercise.BettelNone:
		return tr("Bettel: the declarer must take no trick at all.")
	case exercise.RaeuberPoints:
		return tr("Räuber: whoever takes the most card points pays; take as few points as you can.")
	case exercise.LegageVoid:
		return tr("A void: discard your last card of a suit, and you can trump that suit the first time it is led.")
	case exercise.DiscardPoints:
		return tr("A discard counts for you at the end: lay away a card with points that could be lost in a trick.")
	case exercise.KeepTrumps:
		return tr("Keep your highest trumps: the cards you lay aside count for you anyway, but only the cards you keep can win tricks.")
	case exercise.KeepWinner:
		return tr("Keep the cards that take tricks by themselves; the cards you lay aside still count for you at the end.")
	case exercise.Fort:
		return tr("Fort: with this hand every bid loses on average over the deals that fit what you see; pass and defend.")
	case exercise.MeinHold:
		return tr("Mein: you can play the game bid against you, and it pays better than letting the other player have it.")
	case exercise.BidWins:
		return tr("The hand is strong enough: this call wins more than it loses over the deals that fit what you see.")
	case exercise.KeepPips:
		return tr("The shown pips: the two pips you keep are shown to all and led to the first two tricks; keep the two that lose least when they are led.")
	case exercise.BidLosesLeast:
		return tr("Every choice loses here on average; this one loses least.")
	case exercise.GeissLegage:
		return trf("The Geiß: you keep only the Geiß and lay the other cards away, and they count for you at the end — here %d card points of the 36 you need before a card is played. The Geiß is led to the first trick; you play the rest with the cards of the blind.", f.Legage)
	}
	if f.Points > 0 || f.OtherPoints > 0 {
		return trf("The count of 36: the declarer needs 36 of the 70 card points; with the better choice he makes %.1f on average, with the other %.1f.",
			text.Decimal(f.Points), text.Decimal(f.OtherPoints))
	}
	return tr("The count of 36: the declarer needs 36 of the 70 card points.")
}

// feedbackText is the whole feedback to choosing token in e (see
// exercise.Explain); "" when the exercise has no proof to explain from.
func feedbackText(e *exercise.Exercise, token string) string {
	f, ok := exercise.Explain(e, token)
	if !ok {
		return ""
	}
	var b strings.Builder
	if f.Right {
		b.WriteString(trf("Right: %s.", tokenName(token)))
		b.WriteString(" " + principleText(f) + " ")
		b.WriteString(trf("Over %d deals that fit what you see, it gives you %+.1f points at the table on average and your side wins %.0f%% of them; %s, the closest other choice, gives %+.1f: %.1f less.",
			f.Deals, text.Decimal(f.Mean), text.Decimal(100*f.Win), tokenName(f.Other), text.Decimal(f.OtherMean), text.Decimal(f.Cost)))
		return b.String()
	}
	b.WriteString(trf("Not %s.", tokenName(token)))
	b.WriteString(" " + principleText(f) + " ")
	b.WriteString(trf("Over %d deals that fit what you see, it gives you %+.1f points at the table on average, %.1f less than the best choice. Try again.",
		f.Deals, text.Decimal(f.OtherMean), text.Decimal(f.Cost)))
	return b.String()
}
