package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// SpecialTable selects a column of RULES §9.4: the fixed amounts of the
// special games (Ultimo, Piccolo, Bettel, Räuber, Drescher).
type SpecialTable uint8

// The columns of RULES §9.4. SpecialsAuto, the zero value, takes the column
// of the scoring profile: Baumann & Blümle for STANDARD, cego-online for
// CEGO_ONLINE_VALUES.
const (
	SpecialsAuto SpecialTable = iota
	SpecialsStandard
	SpecialsCegoOnline
	SpecialsGrupp
	SpecialsStGeorgen
	SpecialsWeissauer
	SpecialsKastnerFolkvord
	SpecialsParlett
	numSpecialTables
)

// SpecialTableInfo describes one column of RULES §9.4.
type SpecialTableInfo struct {
	Table SpecialTable
	ID    string // as in a profile file: "ST_GEORGEN"
	Name  string // "Cegofreunde St. Georgen 2012"
	// Values are the amounts of Ultimo, Piccolo, Bettel, Räuber and
	// Drescher; -1 where the source has none ("–": not played there).
	Ultimo, Piccolo, Bettel, Raeuber, Drescher int
	// Note explains missing values in English.
	Note string
}

var specialTables = [numSpecialTables]SpecialTableInfo{
	SpecialsAuto:            {SpecialsAuto, "", "the scoring profile's column", 0, 0, 0, 0, 0, ""},
	SpecialsStandard:        {SpecialsStandard, "STANDARD", "Baumann & Blümle 2013", 20, 15, 10, 5, 10, "Drescher 10 is our choice (D29): B&B have no Drescher."},
	SpecialsCegoOnline:      {SpecialsCegoOnline, "CEGO_ONLINE", "cego-online 2011", 80, 40, 30, 40, 80, "Drescher 80 is Weissauer's value (D29): cego-online has no Drescher."},
	SpecialsGrupp:           {SpecialsGrupp, "GRUPP", "Grupp 1994 (Pfennig)", -1, 30, 20, 10, -1, "Grupp has no Ultimo and no Drescher: with this column Ultimo is not played and DRESCHER cannot be switched on."},
	SpecialsStGeorgen:       {SpecialsStGeorgen, "ST_GEORGEN", "Cegofreunde St. Georgen 2012", 20, 15, 20, 10, 10, "Pascha 30 and Zwikkolo 15 are St. Georgen's own values."},
	SpecialsWeissauer:       {SpecialsWeissauer, "WEISSAUER", "Weissauer 2017", 80, 70, 80, 40, 80, ""},
	SpecialsKastnerFolkvord: {SpecialsKastnerFolkvord, "KASTNER_FOLKVORD", "Kastner & Folkvord 2005", 80, 40, 50, 30, -1, "Kastner & Folkvord have no Drescher: DRESCHER cannot be switched on with this column."},
	SpecialsParlett:         {SpecialsParlett, "PARLETT", "Parlett, Penguin Book of Card Games", 80, 30, 30, 30, -1, "Parlett has no Drescher: DRESCHER cannot be switched on with this column."},
}

// SpecialTables lists the selectable columns of RULES §9.4 (without
// SpecialsAuto).
func SpecialTables() []SpecialTableInfo {
	return append([]SpecialTableInfo(nil), specialTables[1:]...)
}

// Info describes the column.
func (t SpecialTable) Info() SpecialTableInfo {
	if t < numSpecialTables {
		return specialTables[t]
	}
	return SpecialTableInfo{Table: t, Name: fmt.Sprintf("SpecialTable(%d)", uint8(t))}
}

// String is the column's ID ("ST_GEORGEN"; "AUTO" for the zero value).
func (t SpecialTable) String() string {
	if t == SpecialsAuto {
		return "AUTO"
	}
	return t.Info().ID
}

// specialTable resolves SpecialsAuto to the scoring profile's column.
func (r Rules) specialTable() SpecialTable {
	if r.Specials != SpecialsAuto {
		return r.Specials
	}
	if r.Scoring == CegoOnlineValues {
		return SpecialsCegoOnline
	}
	return SpecialsStandard
}

// value is the column's amount for special game c: -1 where the column has
// none. The optional specials: Pascha 2 × Piccolo (St. Georgen 30),
// Zwikkolo, Trio, Quarto, Quinto the Piccolo value (St. Georgen's Zwikkolo
// 15), RULES §11.
func (t SpecialTable) value(c Contract) int {
	if t < numSpecialTables && c < numContracts {
		return int(specialValues[t][c])
	}
	return -1
}

// specialValues caches computeValue for the engine's hot paths.
var specialValues = func() (v [numSpecialTables][numContracts]int16) {
	for t := SpecialTable(0); t < numSpecialTables; t++ {
		for c := Contract(0); c < numContracts; c++ {
			v[t][c] = int16(t.computeValue(c))
		}
	}
	return v
}()

func (t SpecialTable) computeValue(c Contract) int {
	i := t.Info()
	switch c {
	case Ultimo:
		return i.Ultimo
	case Piccolo:
		return i.Piccolo
	case Bettel:
		return i.Bettel
	case Raeuber:
		return i.Raeuber
	case Drescher:
		return i.Drescher
	case Pascha:
		if t == SpecialsStGeorgen {
			return 30
		}
		return 2 * i.Piccolo
	case Zwikkolo, Trio, Quarto, Quinto:
		return i.Piccolo
	}
	return -1
}

// OptionInfo describes one variant of RULES §11 for the rules dialog.
type OptionInfo struct {
	// ID is the name in RULES.md and in profile files: "COUNT_PAIRS".
	ID string
	// German is the name German players use: "2er-Zählweise".
	German string
	// DE and EN explain the option in one sentence.
	DE, EN string
	// HouseValue is true when the option pays amounts no source gives
	// (RULES "(no source)"): they are this app's placeholders.
	HouseValue bool
	// Players is 3 or 4 when the option exists only for that many players,
	// 0 when it exists for both.
	Players int
	get     func(*Rules) bool
	set     func(*Rules, bool)
}

func boolOpt(f func(*Rules) *bool) (func(*Rules) bool, func(*Rules, bool)) {
	return func(r *Rules) bool { return *f(r) }, func(r *Rules, on bool) { *f(r) = on }
}

func opt(id, german string, players int, house bool, de, en string, f func(*Rules) *bool) OptionInfo {
	g, s := boolOpt(f)
	return OptionInfo{ID: id, German: german, DE: de, EN: en, HouseValue: house, Players: players, get: g, set: s}
}

func pflichtOpt(id, german string, mode Pflichtsolo, de, en string) OptionInfo {
	return OptionInfo{ID: id, German: german, DE: de, EN: en,
		get: func(r *Rules) bool { return r.Pflichtsolo == mode },
		set: func(r *Rules, on bool) {
			if on {
				r.Pflichtsolo = mode
			} else if r.Pflichtsolo == mode {
				r.Pflichtsolo = PflichtsoloOff
			}
		}}
}

var options = []OptionInfo{
	opt("COUNT_PAIRS", "2er-Zählweise", 4, false,
		"Die Karten werden paarweise gezählt (79 Augen), der Spieler braucht 40; die Fächer sind fünf Augen breit.",
		"Cards are counted in pairs (79 points), the declarer needs 40; the bands are five points wide.",
		func(r *Rules) *bool { return &r.CountPairs }),
	opt("HALBE", "Halbe", 0, false,
		"Die Halbe steht zwischen Cego und Einer: zwei Karten behalten, eine davon eine offen gezeigte Leere, einmal abwerfen; Einer bis Geiß zählen je eins mehr.",
		"The Halbe stands between Cego and Einer: keep two cards, one of them a pip shown face up, discard once; Einer to Geiß count one more each.",
		func(r *Rules) *bool { return &r.Halbe }),
	pflichtOpt("PFLICHTSOLO", "Geregelter Solo", PflichtsoloEnforced,
		"Wer acht Trümpfe hat (oder sieben mit zwei über der 16 und höchstens zwei Farben; zu dritt einer mehr), muss Solo ansagen.",
		"A hand with eight trumps (or seven with two above 16 and at most two plain suits; one more with three players) must bid Solo."),
	pflichtOpt("SCHINDEN", "Schinden / Hosen rum", PflichtsoloChallenge,
		"Ein Pflichtsolo darf verschwiegen werden, doch vor dem ersten Ausspiel kann jeder einen Mitspieler, der beim Solo „fort“ gesagt hat, mit „Hosen rum!“ auffordern; wer sich irrt oder geschunden hat, zahlt jedem das Achtfache.",
		"A compulsory Solo may be withheld, but before the first lead anybody may call \"Hosen rum!\" on another player who passed in the Solo round; whoever is wrong or withheld pays everybody eightfold."),
	opt("GEGENSOLO_GEHALTEN", "Gegensolo gehalten", 0, false,
		"Auf ein Gegensolo darf der Solospieler „mein“ sagen und spielt dann selbst das Gegensolo mit dem Blinden.",
		"After a Gegensolo call the Solo bidder may say \"mein\" and play the Gegensolo with the blind himself.",
		func(r *Rules) *bool { return &r.GegensoloGehalten }),
	opt("GEGENSOLO_VERSTEIGERUNG", "Gegensolo-Versteigerung", 0, false,
		"Ein Gegensolo eröffnet eine Steigerung der anderen Spieler über die Cego-Leiter; jedes Spiel zählt eins mehr statt vier- oder zweifach.",
		"A Gegensolo call opens an auction up the Cego ladder among the other players; every game counts one more instead of four- or twofold.",
		func(r *Rules) *bool { return &r.GegensoloVersteigerung }),
	opt("DURCHMARSCH", "Durchmarsch", 0, true,
		"Der Solospieler darf ansagen, alle Stiche zu machen; gewonnen zählt das doppelte Solo mit Faktor 8, verloren das Solo mit Faktor 8 (Hauswert).",
		"The Solo player may announce taking every trick; won it pays twice a Solo at factor 8, lost a lost Solo at factor 8 (house value).",
		func(r *Rules) *bool { return &r.Durchmarsch }),
	opt("SOLO_ULTI", "Solo-Ulti", 0, true,
		"Der Solospieler darf zusätzlich ansagen, den letzten Stich mit der Geiß zu machen (dazu den vorletzten mit der 2 und den drittletzten mit der 3, oder alle Stiche); je Ansage ein Ultimowert (Hauswert).",
		"The Solo player may also announce winning the last trick with the Geiß (and the one before with trump 2 and the one before that with trump 3, or every trick); each feat is worth one Ultimo value (house value).",
		func(r *Rules) *bool { return &r.SoloUlti }),
	opt("PASCHA", "Pascha", 4, false,
		"Wer Gstieß, Mond und die 20 hat, darf Pascha ansagen und muss genau drei Stiche machen; Wert: doppeltes Piccolo (St. Georgen 30).",
		"Holding Gstieß, Mond and trump 20 you may announce Pascha and must take exactly three tricks; value: twice a Piccolo (St. Georgen 30).",
		func(r *Rules) *bool { return &r.Pascha }),
	opt("ZWIKKOLO", "Zwikkolo", 4, false,
		"Sondernspiel: genau zwei Stiche machen; Wert wie Piccolo (St. Georgen 15).",
		"Special game: take exactly two tricks; worth a Piccolo (St. Georgen 15).",
		func(r *Rules) *bool { return &r.Zwikkolo }),
	opt("TRIO", "Trio", 4, true,
		"Sondernspiel: genau drei Stiche machen; Wert wie Piccolo (Hauswert).",
		"Special game: take exactly three tricks; worth a Piccolo (house value).",
		func(r *Rules) *bool { return &r.Trio }),
	opt("QUARTO", "Quarto", 4, true,
		"Sondernspiel: genau vier Stiche machen; Wert wie Piccolo (Hauswert).",
		"Special game: take exactly four tricks; worth a Piccolo (house value).",
		func(r *Rules) *bool { return &r.Quarto }),
	opt("QUINTO", "Quinto", 4, true,
		"Sondernspiel: genau fünf Stiche machen; Wert wie Piccolo (Hauswert).",
		"Special game: take exactly five tricks; worth a Piccolo (house value).",
		func(r *Rules) *bool { return &r.Quinto }),
	opt("OFFEN", "offene Spiele", 0, false,
		"Ein Sonderspiel darf offen angesagt werden: der Spieler legt seine Karten vor dem ersten Ausspiel auf und es zählt doppelt.",
		"A special game may be announced open: the declarer lays his hand face up before the first lead and it counts double.",
		func(r *Rules) *bool { return &r.Offen }),
	opt("GEREGELTER_RAEUBER", "Geregelter Räuber", 0, false,
		"Im Räuber muss der Gstieß in den ersten, der Mond in den zweiten und die Geiß in den dritten Stich (liegt eine davon im Blinden: die drei höchsten Trümpfe im Spiel), vor jeder Bedienpflicht.",
		"In Räuber the Gstieß must go to trick 1, the Mond to trick 2 and the Geiß to trick 3 (if one lies in the blind: the three highest trumps in play), before any duty to follow suit.",
		func(r *Rules) *bool { return &r.GeregelterRaeuber }),
	opt("RAEUBER_TIE_SPLIT", "Räuber: Gleichstand teilen", 0, false,
		"Haben im Räuber mehrere (nicht Vorhand) gleich viele Augen, teilen sie sich die Zahlung an jeden Gewinner, statt dass jeder voll zahlt.",
		"When several players (not Vorhand) tie for most points in Räuber, they share the payment to each winner instead of each paying it in full.",
		func(r *Rules) *bool { return &r.RaeuberTieSplit }),
	opt("DRESCHER", "Drescher", 0, false,
		"Vorhand darf statt Cego auch Drescher ansagen: jeder für sich, wer den letzten Stich macht, zahlt jedem (Vorhand doppelt).",
		"Instead of Cego Vorhand may also announce Drescher: everyone for himself, whoever takes the last trick pays everybody (Vorhand double).",
		func(r *Rules) *bool { return &r.Drescher }),
	opt("ZWEI_LEERE_TRUMPFABWURF", "Zwei Leere mit Trumpfabwurf", 0, false,
		"In Zwei Leere muss der niedrigste Trumpf aus dem Blinden offen abgeworfen werden (ohne Trumpf im Blinden ist der Abwurf frei).",
		"In Zwei Leere the lowest trump taken from the blind must be discarded face up (with no trump in the blind the discard is free).",
		func(r *Rules) *bool { return &r.ZweiLeereTrumpfabwurf }),
	opt("ZWEI_VERSCHIEDENE_TRUMPFABWURF", "Zwei Verschiedene mit Trumpfabwurf", 0, false,
		"In Zwei Verschiedene muss der höchste Trumpf aus dem Blinden offen abgeworfen werden, auch der Gstieß (ohne Trumpf im Blinden ist der Abwurf frei).",
		"In Zwei Verschiedene the highest trump taken from the blind must be discarded face up, even the Gstieß (with no trump in the blind the discard is free).",
		func(r *Rules) *bool { return &r.ZweiVerschTrumpfabwurf }),
	opt("PARLETT_LEERE", "Leere nach Parlett", 0, false,
		"Ohne Leere darf ein Bild als Leere gelten; eine offene Leere macht nie einen Stich, und statt ihrer darf eine andere Karte ihrer Farbe ausgespielt werden.",
		"Without a pip a court card may serve as one; a shown pip never wins a trick, and another card of its suit may be led in its place.",
		func(r *Rules) *bool { return &r.ParlettLeere }),
	opt("PARLETT_DIFFERENZ", "Differenzwertung", 0, false,
		"Normale Spiele zahlen den Abstand der Augen von 35 mal dem Spielwert, aufgerundet auf fünf; ein Bürgermeister (35) kostet 5.",
		"Normal games pay the distance of the points from 35 times the game value, rounded up to five; a 35 tie costs 5.",
		func(r *Rules) *bool { return &r.ParlettDifferenz }),
	opt("SM_ROUNDING", "Aufrunden auf 10", 0, false,
		"Jeder Betrag eines normalen Spiels wird auf den nächsten Zehner aufgerundet (15 → 20), wie bei der Schwarzwaldmeisterschaft.",
		"Every amount of a normal game is rounded up to the next multiple of 10 (15 → 20), as at the Schwarzwaldmeisterschaft.",
		func(r *Rules) *bool { return &r.SMRounding }),
	opt("OHNE_STICHEINSICHT", "ohne Sticheinsicht", 0, false,
		"Gespielte Stiche dürfen gar nicht mehr angesehen werden (sonst bis der dritte Stich gemacht ist).",
		"Completed tricks may not be looked at again at all (otherwise until the third trick is complete).",
		func(r *Rules) *bool { return &r.NoTrickReview }),
	opt("FIVE_AT_TABLE", "zu fünft", 4, false,
		"Fünf sitzen am Tisch, der Geber setzt aus; in Spielen gegen einen Spieler zahlt und kassiert er wie ein Gegenspieler, im Räuber und Drescher nicht.",
		"Five sit at the table and the dealer sits out; in games against a declarer he pays and receives like a defender, in Räuber and Drescher not.",
		func(r *Rules) *bool { return &r.FiveAtTable }),
	opt("3P_OHNE_EINFACHEN_CEGO", "zu dritt ohne einfachen Cego", 3, false,
		"Zu dritt gibt es keinen einfachen Cego: die unterste Stufe ist der Einer, den Vorhand eröffnen muss.",
		"With three players there is no plain Cego: the lowest rung is Einer, which Vorhand must open with.",
		func(r *Rules) *bool { return &r.OhneEinfachCego3 }),
	opt("3P_OHNE_RAEUBER", "zu dritt ohne Räuber", 3, false,
		"Zu dritt gibt es keinen Räuber: Vorhand spielt seinen Cego.",
		"With three players there is no Räuber: Vorhand plays his Cego.",
		func(r *Rules) *bool { return &r.OhneRaeuber3 }),
}

// Options lists every switchable variant of RULES §11, in the order of the
// rules dialog.
func Options() []OptionInfo { return append([]OptionInfo(nil), options...) }

func findOption(id string) (OptionInfo, bool) {
	for _, o := range options {
		if o.ID == id {
			return o, true
		}
	}
	return OptionInfo{}, false
}

// Option reports whether the option with the given ID is on.
func (r Rules) Option(id string) (bool, error) {
	o, ok := findOption(id)
	if !ok {
		return false, unknownOption(id)
	}
	return o.get(&r), nil
}

// SetOption switches the option with the given ID on or off. It does not
// check the combination: call Validate.
func (r *Rules) SetOption(id string, on bool) error {
	o, ok := findOption(id)
	if !ok {
		return unknownOption(id)
	}
	o.set(r, on)
	return nil
}

// OptionIDs lists the IDs of the options that are on, in the order of
// Options.
func (r Rules) OptionIDs() []string {
	var out []string
	for _, o := range options {
		if o.get(&r) {
			out = append(out, o.ID)
		}
	}
	return out
}

func unknownOption(id string) error {
	return rulesError(RulesUnknownOption, RulesArgs{Name: id, Known: optionIDs()}, "unknown option %q (known options: %s)", id, strings.Join(optionIDs(), ", "))
}

func optionIDs() []string {
	ids := make([]string, len(options))
	for i, o := range options {
		ids[i] = o.ID
	}
	return ids
}

// PresetInfo is a named rule profile of RULES §11.1.
type PresetInfo struct {
	ID     string // "SCHWARZWALDMEISTERSCHAFT"
	German string // "Schwarzwaldmeisterschaft"
	DE, EN string // one sentence each
	Rules  Rules
}

var presets = []PresetInfo{
	{"STANDARD", "Standard",
		"Die Regeln von Baumann & Blümle (Wikipedia): Dreierzählung, 1 Cent je Fach, Ultimo 20, Piccolo 15, Bettel 10, Räuber 5.",
		"The rules of Baumann & Blümle (Wikipedia): counting in threes, 1 cent per band, Ultimo 20, Piccolo 15, Bettel 10, Räuber 5.",
		Rules{}},
	{"SCHWARZWALDMEISTERSCHAFT", "Schwarzwaldmeisterschaft",
		"Die Turnier- und cego-online-Regeln: Zweierzählung, Halbe, 5 Punkte je Fach, Beträge auf Zehner gerundet, Gegensolo-Versteigerung, Trumpfabwurf in den Leere-Spielen.",
		"The tournament and cego-online rules: counting in pairs, Halbe, 5 points per band, amounts rounded up to tens, Gegensolo by auction, forced trump discard in the Leere games.",
		Rules{Players: 4, Scoring: CegoOnlineValues, CountPairs: true, Halbe: true, SMRounding: true,
			GegensoloVersteigerung: true, ZweiLeereTrumpfabwurf: true, ZweiVerschTrumpfabwurf: true}},
	{"ST_GEORGEN", "St. Georgen",
		"Die Regeln der Cegofreunde St. Georgen: ihre Sonderspielwerte, dazu Pascha, Zwikkolo und Drescher.",
		"The rules of the Cegofreunde St. Georgen: their special-game values, with Pascha, Zwikkolo and Drescher.",
		Rules{Players: 4, Specials: SpecialsStGeorgen, Pascha: true, Zwikkolo: true, Drescher: true}},
	{"DREI_SPIELER", "Drei Spieler",
		"Cego zu dritt: 51 Karten, Blinder 12, je 13 Karten, ohne Piccolo und Bettel.",
		"Cego for three: 51 cards, a blind of 12, 13 cards each, no Piccolo or Bettel.",
		Rules{Players: 3}},
}

// Presets lists the rule profiles of RULES §11.1.
func Presets() []PresetInfo { return append([]PresetInfo(nil), presets...) }

// Preset returns the rules of a preset by its ID ("STANDARD",
// "SCHWARZWALDMEISTERSCHAFT", "ST_GEORGEN", "DREI_SPIELER") or its German
// name.
func Preset(name string) (Rules, bool) {
	for _, p := range presets {
		if p.ID == name || p.German == name {
			return p.Rules, true
		}
	}
	return Rules{}, false
}

// ProfileFormat is the version of the profile file format.
const ProfileFormat = 1

// maxProfileLen bounds a profile file.
const maxProfileLen = 1 << 16

// Profile is a named set of rules a player can save and share as a small
// JSON file:
//
//	{"format":1,"name":"Unser Stammtisch","players":4,
//	 "options":["COUNT_PAIRS","HALBE"],"scoring":"CEGO_ONLINE_VALUES",
//	 "specials":"CEGO_ONLINE"}
//
// players is 3 or 4 (absent: 4); options lists the IDs of Options that are
// on; scoring is STANDARD (absent) or CEGO_ONLINE_VALUES; specials is a
// column ID of SpecialTables (absent: the scoring profile's column).
type Profile struct {
	Name  string
	Rules Rules
}

// rulesJSON is the JSON form of Rules, in profiles and in saved sittings.
type rulesJSON struct {
	Players  int             `json:"players,omitempty"`
	Options  []string        `json:"options,omitempty"`
	Scoring  json.RawMessage `json:"scoring,omitempty"`
	Specials string          `json:"specials,omitempty"`
}

type profileJSON struct {
	Format int    `json:"format"`
	Name   string `json:"name"`
	rulesJSON
}

func (r Rules) toJSON(scoringName bool) rulesJSON {
	j := rulesJSON{Players: r.Players, Options: r.OptionIDs()}
	if r.Scoring != Standard {
		if scoringName {
			j.Scoring = json.RawMessage(`"` + r.Scoring.String() + `"`)
		} else {
			j.Scoring = json.RawMessage(fmt.Sprint(uint8(r.Scoring)))
		}
	}
	if r.Specials != SpecialsAuto {
		j.Specials = r.Specials.String()
	}
	return j
}

func (j rulesJSON) rules() (Rules, error) {
	r := Rules{Players: j.Players}
	if len(j.Scoring) > 0 && string(j.Scoring) != "null" {
		var name string
		var num int
		if err := json.Unmarshal(j.Scoring, &name); err == nil {
			switch name {
			case "STANDARD":
				r.Scoring = Standard
			case "CEGO_ONLINE_VALUES":
				r.Scoring = CegoOnlineValues
			default:
				return r, rulesError(RulesScoringName, RulesArgs{Name: name}, "unknown scoring %q (STANDARD or CEGO_ONLINE_VALUES)", name)
			}
		} else if err := json.Unmarshal(j.Scoring, &num); err == nil && num >= 0 && num <= int(CegoOnlineValues) {
			r.Scoring = Scoring(num)
		} else {
			return r, rulesError(RulesScoringName, RulesArgs{Name: string(j.Scoring)}, "unknown scoring %s (STANDARD or CEGO_ONLINE_VALUES)", j.Scoring)
		}
	}
	if j.Specials != "" {
		found := false
		for _, t := range specialTables[1:] {
			if t.ID == j.Specials {
				r.Specials, found = t.Table, true
			}
		}
		if !found {
			var ids []string
			for _, t := range specialTables[1:] {
				ids = append(ids, t.ID)
			}
			return r, rulesError(RulesColumnName, RulesArgs{Name: j.Specials, Known: ids}, "unknown special-game column %q (known: %s)", j.Specials, strings.Join(ids, ", "))
		}
	}
	seen := map[string]bool{}
	for _, id := range j.Options {
		if seen[id] {
			return r, rulesError(RulesOptionTwice, RulesArgs{Name: id}, "option %q is listed twice", id)
		}
		seen[id] = true
		if err := r.SetOption(id, true); err != nil {
			return r, err
		}
	}
	if r.Pflichtsolo != PflichtsoloOff && seen["PFLICHTSOLO"] && seen["SCHINDEN"] {
		return r, rulesError(RulesPflichtsoloSchinden, RulesArgs{}, "PFLICHTSOLO and SCHINDEN contradict: the compulsory Solo is either enforced or may be withheld, not both")
	}
	if err := r.Validate(); err != nil {
		return r, err
	}
	return r, nil
}

// MarshalJSON writes the rules as {"players":…,"scoring":…,"options":[…],
// "specials":…}, omitting defaults; the default rules are {}. Scoring is
// written as its number, as saves before the options did.
func (r Rules) MarshalJSON() ([]byte, error) { return json.Marshal(r.toJSON(false)) }

// UnmarshalJSON reads rules written by MarshalJSON or by older versions
// ({"players":3,"scoring":1}); scoring may also be a name. Unknown option
// names, unknown fields and contradictory options are refused.
func (r *Rules) UnmarshalJSON(data []byte) error {
	var j rulesJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("rules: %w", err)
	}
	nr, err := j.rules()
	if err != nil {
		return err
	}
	*r = nr
	return nil
}

// MarshalJSON writes the profile file (see Profile).
func (p Profile) MarshalJSON() ([]byte, error) {
	return json.Marshal(profileJSON{Format: ProfileFormat, Name: p.Name, rulesJSON: p.Rules.toJSON(true)})
}

// UnmarshalJSON reads a profile file; see ParseProfile.
func (p *Profile) UnmarshalJSON(data []byte) error {
	np, err := ParseProfile(data)
	if err != nil {
		return err
	}
	*p = np
	return nil
}

// ParseProfile reads a profile file. Unknown fields, unknown option names,
// options for the other number of players and contradictory options are
// refused with a sentence naming them.
func ParseProfile(data []byte) (Profile, error) {
	var p Profile
	if len(data) > maxProfileLen {
		return p, rulesError(ProfileTooLong, RulesArgs{N: maxProfileLen}, "a rule profile is at most %d bytes", maxProfileLen)
	}
	var j profileJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return p, &RulesError{Code: ProfileNotJSON, Reason: "not a rule profile: " + err.Error(), Err: err}
	}
	if dec.More() {
		return p, rulesError(ProfileTrailing, RulesArgs{}, "not a rule profile: text after the end")
	}
	if j.Format > ProfileFormat {
		return p, rulesError(ProfileNewer, RulesArgs{N: j.Format, Max: ProfileFormat}, "rule profile from a newer version of Cego (format %d; this one reads up to %d)", j.Format, ProfileFormat)
	}
	if j.Format < 1 {
		return p, rulesError(ProfileNoFormat, RulesArgs{}, "not a rule profile: format version missing")
	}
	if len(j.Name) > 200 {
		return p, rulesError(ProfileNameLong, RulesArgs{N: 200}, "the profile's name is longer than 200 bytes")
	}
	r, err := j.rulesJSON.rules()
	if err != nil {
		return p, err
	}
	return Profile{Name: j.Name, Rules: r}, nil
}
