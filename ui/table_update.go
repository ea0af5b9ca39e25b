package ui

import (
	"time"

	"fyne.io/fyne/v2"

	"github.com/cego-spiel/cego/game"
	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/text"
)

// update brings every widget in line with the game and lays the table out.
func (t *Table) update() {
	st := t.seen()
	if !st.Started {
		return
	}
	v := st.View
	n := v.Players()
	myTurn := v.MyTurn() && st.MeHuman && !st.Busy
	phase := v.Phase()
	var legal game.Cards
	if myTurn && phase != game.Bidding {
		legal = v.LegalCards()
	}

	// the human's hand, grouped so the colours alternate
	held := map[game.Card]bool{}
	for _, w := range t.hand {
		held[w.card] = true
	}
	t.hand = t.hand[:0]
	for _, card := range look.HandOrder(v.Hand()) {
		w := t.handPool[card]
		if w == nil {
			w = newCardWidget(t, card)
			w.interactive = true
			t.handPool[card] = w
		}
		if !held[card] {
			// a card coming (back) into the hand starts lowered: the
			// pointer left it without a MouseOut when it was played
			w.hovered, w.selected, w.dragging = false, false, false
		}
		// in beginner mode the cards that cannot be chosen now are dimmed;
		// a card kept in the exchange is not (it cannot be chosen again,
		// but it is the person's choice, drawn lifted and ringed)
		kept := phase == game.Exchanging && v.Kept().Has(card)
		dim := st.Beginner && myTurn && (phase == game.Playing || phase == game.Exchanging) && !legal.Has(card) && !kept
		w.setState(legal.Has(card), kept, v.Exposed().Has(card), dim)
		w.Show()
		t.hand = append(t.hand, w)
	}
	if now := st.Decision; now != t.handAt {
		// a card lifted for the last decision (a hinted "keep" kept) is
		// not lifted for this one
		t.handAt = now
		for _, w := range t.hand {
			if w.selected {
				w.selected = false
				w.Refresh()
			}
		}
	}
	cur := -1
	for i, w := range t.hand {
		if w.selected {
			if cur >= 0 || !w.legal {
				w.selected = false
				w.Refresh()
			} else {
				cur = i
			}
		}
	}

	// the other seats
	for s := 0; s < 4; s++ {
		sv := t.seats[s]
		if s >= n {
			sv.hideAll()
			continue
		}
		seat := game.Seat(s)
		name := st.Names[s]
		if st.Thinking == seat {
			name += "  …"
		}
		setText(sv.name, name)
		// the seat to act has a gold frame
		stroke := float32(0)
		if v.Turn() == seat && phase != game.Done {
			stroke = 2
		}
		if sv.plate.StrokeWidth != stroke {
			sv.plate.StrokeWidth = stroke
			sv.plate.StrokeColor = look.Highlight
			sv.plate.Refresh()
		}
		setText(sv.info, st.SeatLines[s])
		// the speech bubble shows the latest call during the auction
		sv.bubble.set("")
		if a, ok := v.LastCall(seat); ok && phase == game.Bidding {
			sv.bubble.set(text.CallName(a, st.Names))
		}
		// the contract badge marks the declarer; Räuber and Drescher have
		// none (the status panel names them as everyone's game)
		sv.badge.set("")
		if v.Declarer() == seat && v.Contract() != game.NoContract && !v.Contract().Info().Solitary {
			sv.badge.set(v.Contract().Info().German)
		}
		if seat != st.Me {
			// the declarer's shown pips lie face up in his row until led
			var shown []game.Card
			if v.Declarer() == seat {
				shown = v.Exposed().Slice()
			}
			backs := v.HandCount(seat) - len(shown)
			sv.setBacks(t, backs, shown)
		} else {
			// the person's own cards are his hand; backs left from when
			// another seat was his (a window that sat down at a network
			// table) would lie under it and show once it is empty
			sv.dropBacks()
		}
		// Legage, or in a Solo the blind that counts for him unseen
		sv.pile.Hide()
		pileN := ""
		if v.Declarer() == seat {
			if k := v.LegageCount(); k > 0 {
				sv.pile.Show()
				pileN = trf("%s %d", tr(txtLegage), k)
			} else if v.Contract() == game.Solo && v.BlindCount() > 0 {
				sv.pile.Show()
				pileN = trf("%s %d", tr(txtBlind), v.BlindCount())
			}
		}
		setText(sv.pileN, pileN)
	}

	// the blind lies in the middle until it is taken up (or in a Solo put by
	// the declarer)
	nb := v.BlindCount()
	if v.Contract() == game.Solo || phase == game.Playing || phase == game.Done {
		nb = 0
	}
	for len(t.blind) < nb {
		t.blind = append(t.blind, newCardWidget(t, game.NoCard))
	}
	t.blind = t.blind[:nb]

	// the trick
	t.trickOn = [4]bool{}
	if tr, ok := st.Trick, st.TrickShown; ok {
		for i := 0; i < int(tr.N); i++ {
			s := tr.Seat(i)
			w := t.trick[s]
			// while a full trick waits, its winning card is framed
			win := tr.Complete() && tr.WinningIndex() == i
			if w.card != tr.Cards[i] || w.selected != win {
				w.card = tr.Cards[i]
				w.selected = win
				w.Refresh()
			}
			t.trickOn[s] = s != t.hideTrickSeat
		}
	}

	t.out.set(st.SitOutText)
	t.updateStatus(&st)
	t.auction.update(&v, myTurn && phase == game.Bidding)
	t.contract.update(&v, st.Names)
	t.hintPanel.update(t, &v)
	t.updateHintButton()
	t.updateUndoButton()
	t.updateLastTrickButton()
	t.updateMessage(&st, myTurn)
	t.rebuild()
}

func seatInfo(v *game.View, s game.Seat, total int) string {
	info := ""
	if v.Dealer() == s {
		info = tr("Dealer") + " · "
	} else if v.Vorhand() == s {
		info = tr("Vorhand") + " · "
	}
	if v.Phase() >= game.Playing {
		if k := v.TricksWon(s); k == 1 {
			info += tr("1 trick · ")
		} else {
			info += trf("%d tricks · ", k)
		}
	}
	return info + trf("total %+d", total)
}

func (s *seatView) hideAll() {
	for _, o := range []fyne.CanvasObject{s.name, s.info, s.plate, s.bubble.bg, s.bubble.txt, s.badge.bg, s.badge.txt, s.pile, s.pileN} {
		o.Hide()
	}
	s.dropBacks()
}

// dropBacks takes the seat's backs off the table.
func (s *seatView) dropBacks() {
	for _, b := range s.backs {
		b.Hide()
	}
	s.backs = s.backs[:0]
}

// setBacks shows n backs and the shown pips face up.
func (s *seatView) setBacks(t *Table, n int, shown []game.Card) {
	for _, o := range []fyne.CanvasObject{s.name, s.info, s.plate, s.pileN} {
		o.Show()
	}
	want := n + len(shown)
	for len(s.backs) < want {
		s.backs = append(s.backs, newCardWidget(t, game.NoCard))
	}
	s.backs = s.backs[:want]
	for i, w := range s.backs {
		c := game.NoCard
		if i >= n {
			c = shown[i-n]
		}
		if w.card != c {
			w.card = c
			w.Refresh()
		}
		w.Show()
	}
}

func (t *Table) updateStatus(st *tableState) {
	v := &st.View
	t.statusLines[0] = trf(txtDeal, st.Deal) + " · " + tr(txtDealer) + ": " + st.DealerName
	if l := st.ContractLine; l != "" {
		t.statusLines[1] = l
	}
	line2, line3 := "", ""
	if v.Phase() >= game.Playing {
		line2 = trf("Trick %d of %d", st.TrickNo, v.TotalTricks())
		if n := text.NeedsLine(v); n != "" && st.Beginner {
			line2 += " · " + n
		}
		in := v.Contract().Info()
		if !in.Solitary && v.Declarer() != game.NoSeat {
			d := v.Declarer()
			def := 0
			for s := 0; s < v.Players(); s++ {
				if game.Seat(s) != d {
					def += v.TricksWon(game.Seat(s))
				}
			}
			line3 = trf("%s: declarer %d · defenders %d", tr(txtTricks), v.TricksWon(d), def)
		}
	} else if v.Phase() == game.Exchanging {
		line2 = tr(txtExchange) + " …"
	}
	t.statusLines[2], t.statusLines[3] = line2, line3
	t.fillStatus()
}

// contractLine is the status panel's second line: the auction while it
// runs, then the contract and its declarer — also during the questions
// after the auction (Hosen rum, the Solo's announcements, offen), when the
// contract already stands. "" before there is either.
func (c *Controller) contractLine(v *game.View) string {
	switch {
	case v.Contract() != game.NoContract:
		in := v.Contract().Info()
		if in.Solitary {
			return tr(txtContract) + ": " + in.German + " (" + tr("each for himself") + ")"
		}
		if c.isMe(v.Declarer()) { // not "Declarer You" ("Spieler Du")
			return tr(txtContract) + ": " + trf("%s — you are declarer", in.German)
		}
		return tr(txtContract) + ": " + in.German + " — " + tr(txtDeclarer) + " " + c.names[v.Declarer()]
	case v.Phase() == game.Bidding:
		return tr(txtAuction) + " …"
	}
	return ""
}

// updateMessage sets the line above the hand: a refusal for a few seconds,
// otherwise what the human should do now.
func (t *Table) updateMessage(st *tableState, myTurn bool) {
	v := &st.View
	if t.refusal != "" && time.Since(t.refusedT) < refusalShown {
		t.message.bg.FillColor = look.Refusal
		if t.notice {
			t.message.bg.FillColor = look.Prompt
		}
		t.message.set(t.refusal)
		t.whatNow.bg.FillColor = look.Refusal
		t.whatNow.set("")
		if t.refusalRule != "" {
			t.whatNow.set(t.refusalRule)
		}
		return
	}
	t.refusal = ""
	t.message.bg.FillColor = look.Prompt
	t.whatNow.bg.FillColor = look.PanelSolid
	t.whatNow.set("")
	msg := ""
	// said: the beginner's what-now line above the prompt says what to do
	// at the person's decision; the prompt then says only how (the two
	// said "keep two cards" one above the other)
	said := st.Beginner && t.overlay == nil && myTurn && st.WhatNow != ""
	switch {
	case st.AskingResume:
		// the saved position behind the offer to continue: nobody moves
	case st.Holding && completeTricks(v) <= 2:
		// the first two tricks may be looked at again once gathered: say how
		msg = tr(txtClickToGo) + " · " + tr(txtLastTrickAgain)
	case st.Holding:
		msg = tr(txtClickToGo)
	case myTurn && v.Phase() == game.Exchanging && v.Legage().Len() == 0:
		keep := v.Contract().Info().Keep
		switch left := keep - v.Kept().Len(); {
		case said && left == 1:
			msg = tr(txtKeepHowOne) // the what-now line above says what to keep
		case said:
			msg = tr(txtKeepHow)
		case v.Kept().Len() > 0:
			msg = tr(txtKeepMore)
		case keep == 1:
			msg = tr(txtKeepOne)
		default:
			msg = trf(txtKeepPrompt, keep)
		}
	case myTurn && v.Phase() == game.Exchanging && said:
		msg = tr(txtDiscardHow)
	case myTurn && v.Phase() == game.Exchanging:
		msg = tr(txtDiscardPrompt)
	case myTurn && v.Phase() == game.Playing:
		if v.CurrentTrick().N == 0 {
			msg = tr(txtLeadPrompt)
		} else {
			msg = tr(txtPlayPrompt)
		}
	case st.SitsOut && v.Phase() != game.Done:
		msg = st.SitOutMessage
	case v.Phase() != game.Done && st.Thinking == st.Me && !st.MeHuman && !st.Watch:
		// a chapter that plays the rest of the deal itself: not "You is thinking"
		msg = tr(txtLessonPlays)
	case v.Phase() != game.Done && st.Thinking != game.NoSeat:
		msg = trf(txtThinking, st.Names[st.Thinking])
	}
	if st.Beginner && t.overlay == nil {
		// what now: above the prompt at the human's decision, in its
		// place while the others decide
		if wn := st.WhatNow; myTurn || st.Holding {
			t.whatNow.set(wn)
		} else if wn != "" {
			msg = wn
		}
	}
	t.message.set(msg)
}

// refusalShown is how long the engine's refusal stays in the banner.
const refusalShown = 5 * time.Second

// showRefusal puts a sentence in the banner.
func (t *Table) showRefusal(reason string) { t.showRuleRefusal("", reason) }

// showNotice puts a sentence that something was done ("Saved as …") in
// the banner for as long as a refusal, in the prompt's colour.
func (t *Table) showNotice(text string) {
	t.showRuleRefusal("", text)
	t.notice = true
	t.update()
}

// showRuleRefusal puts the engine's sentence in the banner and the rule
// it applies ("" for none) above it.
func (t *Table) showRuleRefusal(rule, reason string) {
	t.notice = false
	t.refusalRule = rule
	t.refusal = reason
	t.refusedT = time.Now()
	t.update()
	at := t.refusedT
	t.c.later(refusalShown+50*time.Millisecond, func() {
		if t.refusedT == at {
			t.update()
		}
	})
}
