package ui

import (
	"image/color"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
)

// glossary lists the German words of the game (RULES §12 and every term the
// program shows) with a one-line explanation. The terms stay German in both
// languages; the explanation (English here, the key of its translation) is
// shown in the UI's language. Names of the same thing in other dialects
// have entries of their own, so a player can look up the word he heard.
var glossary = [][2]string{
	// the pack
	{"Trumpf", "trump: one of the 22 cards (1 to 21 and the Gstieß) that beat every plain card"},
	{"Truck, Trock, Drogg, Druck", "dialect words for trump"},
	{"Gstieß", "the highest trump, a fiddler; it wins every trick it is played to (5 points)"},
	{"Stieß, G'stieß", "other spellings of Gstieß, the highest trump"},
	{"Giegema, Gigemarti", "dialect names of the Gstieß, the highest trump"},
	{"Sküs", "another name of the Gstieß, from the French excuse"},
	{"Geiger, Gitarrenmann", "names of the Gstieß after its picture, a musician"},
	{"Mond", "trump 21, the second-highest trump (5 points)"},
	{"Mund", "dialect form of Mond, trump 21"},
	{"Geiß", "trump 1, the lowest trump (5 points); also the top rung of the Cego auction: keep only the Geiß"},
	{"Gaiß", "another spelling of Geiß, trump 1"},
	{"Bapperle", "dialect name of the Geiß, trump 1"},
	{"kleiner Mann, Pfeif, Pagat, Fanti, Bachquaki", "other names of the Geiß, trump 1"},
	{"Trull", "the three honours together: Gstieß, Mond and Geiß"},
	{"Bilder", "the court cards: König, Dame, Reiter and Bube"},
	{"König", "King, the highest card of its suit (5 points)"},
	{"Dame", "Queen (4 points)"},
	{"Reiter, Ritter", "Cavalier, the court card between Queen and Jack (3 points)"},
	{"Bube", "Jack, the lowest court card (2 points)"},
	{"Leere", "a pip card: red 1 to 4, black 10 to 7 (1 point); among red pips the 1 is highest"},
	{"Brettle, Lusche", "dialect words for a pip card (Leere)"},
	{"Kreuz, Pik, Herz, Karo", "the four plain suits: clubs, spades, hearts, diamonds"},
	{"Augen", "card points: what the cards in a pile are worth when it is counted"},
	// the deal and the players
	{"Blinde", "the blind: 10 cards face down in the middle (12 with three players)"},
	{"Tapp", "another word for the blind"},
	{"Geber", "the dealer"},
	{"Vorhand", "the player after the dealer: first to bid, and the one who must open the Cego auction"},
	{"Alleinspieler", "the declarer, who plays alone against the others"},
	{"Gegenspieler", "the defenders, who play together against the declarer"},
	{"Legage", "the cards a declarer lays aside from his hand, face down; they count for him"},
	{"Abwurf", "the card a declarer discards after taking the blind; it counts for him"},
	{"verlegen, ablegen", "to lay cards aside into the Legage; to discard"},
	// the auction
	{"reizen, steigern", "to bid"},
	{"fort", "pass: decline the call; in the Cego auction a pass is final"},
	{"gut", "pass in the Cego auction"},
	{"mein", "“mine”: hold the rung just bid against you"},
	{"Cego", "the game; also its lowest contract: keep two cards, take the blind, discard one"},
	{"Halbe", "“half”: an optional rung between Cego and Einer"},
	{"Einer", "keep one card and take the blind"},
	{"Eine Leere", "keep one pip card face up, take the blind, lead the pip first"},
	{"Zwei Leere", "keep two pips of one suit face up, take the blind, lead them to the first two tricks"},
	{"Zwei Verschiedene", "keep two pips of different suits face up, take the blind, lead them to the first two tricks"},
	{"Solo", "play your own eleven cards alone; the blind counts for you unseen"},
	{"Gegensolo", "the answer to a Solo: take the blind and play a Cego against the Solo player"},
	{"Ultimo, Ulti", "win the last trick with the Geiß"},
	{"Piccolo", "take exactly one trick"},
	{"Bettel", "take no trick"},
	{"Räuber", "“robber”: everybody for himself; the most card points loses"},
	{"Drescher", "“thresher”: everybody for himself; whoever takes the last trick loses"},
	{"Zwikkolo, Duo, Mord, Dukkolo, Grebsler", "take exactly two tricks"},
	{"Trio, Quarto, Quinto", "take exactly three, four or five tricks"},
	{"Pascha", "with the Gstieß, the Mond and trump 20, take exactly three tricks"},
	{"Durchmarsch", "take every trick"},
	{"offen", "played with the declarer's cards face up"},
	{"Pflichtsolo, Geregelter Solo", "a compulsory Solo with a very strong trump hand (a variant)"},
	{"Schinden", "keeping back a compulsory Solo: allowed, but risky"},
	{"Hosen rum", "the demand to see a hand suspected of Schinden, before the first lead"},
	{"Geregelter Räuber, Wilder Räuber", "Räuber with or without the rule that Gstieß, Mond and Geiß go to the first three tricks"},
	{"Kribbele", "a regional word for Solo and trump games"},
	// the play and the count
	{"Stich", "trick: one card from each player; the highest trump wins it, or else the highest card of the suit led"},
	{"bekennen, bedienen", "to follow suit"},
	{"stechen, trumpfen", "to trump: play a trump when you cannot follow suit"},
	{"überstechen", "to over-trump; never compulsory in Cego"},
	{"schmieren", "to put points on a trick your partner is winning"},
	{"Zählen in Dreiern, 3er-Zählweise", "counting in threes: every three cards count their points minus 2; the pack makes 70, the declarer needs 36"},
	{"Zählen in Paaren, 2er-Zählweise", "counting in pairs (a variant): every two cards count their points minus 1; the pack makes 79"},
	{"Fach", "a band of 5 card points in the scoring"},
	{"Bürgermeister", "a 35 to 35 tie: the declarer loses"},
	{"Der Gstieß gibt ab", "the words that announce the end of the sitting"},
	{"auf den Berg gehen", "what a Cego declarer without a trick does: he buys the schnapps"},
}

// glossaryFold is a term's sort and search key: lower case, umlauts and ß
// spelled out as in a German dictionary.
func glossaryFold(s string) string {
	return strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "ß", "ss", "'", "").Replace(strings.ToLower(s))
}

// glossaryRows are the glossary's entries in alphabetical order, in the
// UI's language, that contain query (in the term or the explanation).
func glossaryRows(query string) [][2]string {
	q := glossaryFold(strings.TrimSpace(query))
	var out [][2]string
	for _, g := range glossary {
		row := [2]string{g[0], tr(g[1])}
		if q == "" || strings.Contains(glossaryFold(row[0]), q) || strings.Contains(glossaryFold(row[1]), q) {
			out = append(out, row)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return glossaryFold(out[i][0]) < glossaryFold(out[j][0]) })
	return out
}

// glossaryTermWidth is the width of the glossary's column of terms.
const glossaryTermWidth = 200

// glossaryView is the glossary's content: a search field over the list of
// terms and their explanations.
type glossaryView struct {
	search *look.EscEntry
	grid   *fyne.Container
	root   fyne.CanvasObject
}

func newGlossaryView() *glossaryView {
	g := &glossaryView{search: look.NewEscEntry(nil), grid: container.New(layout.NewFormLayout())}
	g.search.SetPlaceHolder(tr("Search the glossary"))
	g.search.OnChanged = g.fill
	g.fill("")
	s := container.NewVScroll(g.grid)
	// its least size fits a window of 800×600 (fitDialog opens it larger)
	s.SetMinSize(fyne.NewSize(640, 340))
	g.root = container.NewBorder(g.search, nil, nil, nil, s)
	return g
}

// fill shows the entries matching query.
func (g *glossaryView) fill(query string) {
	g.grid.Objects = nil
	rows := glossaryRows(query)
	if len(rows) == 0 {
		g.grid.Add(widget.NewLabel(""))
		g.grid.Add(widget.NewLabel(tr("No term matches.")))
	}
	for _, r := range rows {
		k := widget.NewLabel(r[0])
		k.TextStyle.Bold = true
		k.Wrapping = fyne.TextWrapWord
		// the terms' column has a fixed width: long lists of dialect
		// names wrap instead of squeezing the explanations
		col := canvas.NewRectangle(color.Transparent)
		col.SetMinSize(fyne.NewSize(glossaryTermWidth, 0))
		v := widget.NewLabel(r[1])
		v.Wrapping = fyne.TextWrapWord
		g.grid.Add(container.NewStack(col, k))
		g.grid.Add(v)
	}
	g.grid.Refresh()
}

// showGlossary opens the glossary over the table.
func (c *Controller) showGlossary() {
	if c.win == nil {
		return
	}
	g := newGlossaryView()
	d := dialog.NewCustom(tr("Glossary"), tr("Close"), g.root, c.win)
	g.search.OnEscape = d.Dismiss
	c.fitDialog(d, nil, fyne.NewSize(760, 660))
	c.openDialog(d)
	// focus the search field after the events of this key press: the key
	// G opens the glossary on its key-down, and the letter it types comes
	// right after; focused now, the field would get it
	c.post(func() { c.win.Canvas().Focus(g.search) })
}
