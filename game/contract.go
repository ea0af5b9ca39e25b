package game

import (
	"fmt"
	"strings"
)

// Contract is the game a deal is played as.
type Contract uint8

// The contracts of RULES §5. The Cego ladder runs Cego < Halbe < Einer <
// EineLeere < ZweiLeere < ZweiVerschiedene < Geiss.
const (
	NoContract Contract = iota
	Cego
	Halbe
	Einer
	EineLeere
	ZweiLeere
	ZweiVerschiedene
	Geiss
	Solo
	Gegensolo
	Ultimo
	Piccolo
	Bettel
	Raeuber
	Drescher
	// The optional special games of RULES §11 (PASCHA, ZWIKKOLO, TRIO,
	// QUARTO, QUINTO): the declarer must take exactly 2, 3, 4 or 5 tricks
	// (Pascha: 3, holding Gstieß, Mond and trump 20).
	Zwikkolo
	Trio
	Quarto
	Quinto
	Pascha
	numContracts
)

// NumContracts is one more than the largest Contract.
const NumContracts = int(numContracts)

// ContractInfo describes a contract: its names, value and how it is played.
type ContractInfo struct {
	Name   string // as in RULES.md: "Zwei Leere"
	German string // as shown to a German player: "Zwei Leere"
	Token  string // the §16 call token: "zwei-leere"
	Call   Action // the call that bids it
	// Value is the game value v of RULES §9.3 for normal games (Solo and
	// Gegensolo: the value when won); special games use Rules.SpecialValue.
	Value int
	// Keep is how many cards of his hand the declarer keeps before taking the
	// blind (0: he plays his own hand and the blind is not used this way).
	Keep int
	// Discard is how many cards he discards after taking the blind.
	Discard int
	// Normal is true for the games counted in card points (Solo, Gegensolo,
	// the Cego ladder).
	Normal bool
	// Solitary is true for games without a declarer (Räuber, Drescher).
	Solitary bool
	// Goal says in one sentence what the declarer must achieve.
	Goal string
}

var contracts = [numContracts]ContractInfo{
	NoContract:       {Name: "none", German: "kein Spiel"},
	Cego:             {"Cego", "Cego", "cego", CallCego, 1, 2, 1, true, false, "keep two cards, take the blind, discard one; make 36 of 70 points"},
	Halbe:            {"Halbe", "Halbe", "halbe", CallHalbe, 2, 2, 1, true, false, "keep a shown pip and one more card, take the blind, discard one; make 36 of 70 points"},
	Einer:            {"Einer", "Einer", "einer", CallEiner, 2, 1, 0, true, false, "keep one card, take the blind; make 36 of 70 points"},
	EineLeere:        {"Eine Leere", "Eine Leere", "eine-leere", CallEineLeere, 3, 1, 0, true, false, "keep one pip card face up, take the blind, lead the pip; make 36 of 70 points"},
	ZweiLeere:        {"Zwei Leere", "Zwei Leere", "zwei-leere", CallZweiLeere, 4, 2, 1, true, false, "keep two pips of one suit face up, take the blind, discard one, lead both pips; make 36 of 70 points"},
	ZweiVerschiedene: {"Zwei Verschiedene", "Zwei Verschiedene", "zwei-verschiedene", CallZweiVerschiedene, 5, 2, 1, true, false, "keep two pips of different suits face up, take the blind, discard one, lead both pips; make 36 of 70 points"},
	Geiss:            {"Geiß", "Geiß", "geiss", CallGeiss, 6, 1, 0, true, false, "keep only the Geiß, take the blind, lead the Geiß; make 36 of 70 points"},
	Solo:             {"Solo", "Solo", "solo", CallSolo, 2, 0, 0, true, false, "play your own hand, the blind counts for you unseen; make 36 of 70 points"},
	Gegensolo:        {"Gegensolo", "Gegensolo", "gegensolo", CallGegensolo, 4, 2, 1, true, false, "against a Solo: keep two cards, take the blind, discard one; make 36 of 70 points"},
	Ultimo:           {"Ultimo", "Ultimo", "ultimo", CallUltimo, 0, 0, 0, false, false, "win the last trick with the Geiß"},
	Piccolo:          {"Piccolo", "Piccolo", "piccolo", CallPiccolo, 0, 0, 0, false, false, "take exactly one trick"},
	Bettel:           {"Bettel", "Bettel", "bettel", CallBettel, 0, 0, 0, false, false, "take no trick"},
	Raeuber:          {"Räuber", "Räuber", "raeuber", CallRaeuber, 0, 0, 0, false, true, "everyone for himself: whoever takes the most points loses"},
	Drescher:         {"Drescher", "Drescher", "drescher", CallDrescher, 0, 0, 0, false, true, "everyone for himself: whoever takes the last trick loses"},
	Zwikkolo:         {"Zwikkolo", "Zwikkolo", "zwikkolo", CallZwikkolo, 0, 0, 0, false, false, "take exactly two tricks"},
	Trio:             {"Trio", "Trio", "trio", CallTrio, 0, 0, 0, false, false, "take exactly three tricks"},
	Quarto:           {"Quarto", "Quarto", "quarto", CallQuarto, 0, 0, 0, false, false, "take exactly four tricks"},
	Quinto:           {"Quinto", "Quinto", "quinto", CallQuinto, 0, 0, 0, false, false, "take exactly five tricks"},
	Pascha:           {"Pascha", "Pascha", "pascha", CallPascha, 0, 0, 0, false, false, "holding Gstieß, Mond and trump 20, take exactly three tricks"},
}

// TargetTricks is the exact number of tricks a trick-count special game asks
// of its declarer (Bettel 0, Piccolo 1, Zwikkolo 2, Trio 3, Quarto 4,
// Quinto 5, Pascha 3), or -1 for the other contracts.
func (c Contract) TargetTricks() int {
	switch c {
	case Bettel:
		return 0
	case Piccolo:
		return 1
	case Zwikkolo:
		return 2
	case Trio, Pascha:
		return 3
	case Quarto:
		return 4
	case Quinto:
		return 5
	}
	return -1
}

// IsSpecial reports whether c is a special game with a declarer whose card
// points do not count (Ultimo, Piccolo, Bettel and the optional specials).
func (c Contract) IsSpecial() bool {
	return c >= Ultimo && c < numContracts && c != Raeuber && c != Drescher
}

// optionalSpecial reports whether c is one of the optional specials of §11.
func (c Contract) optionalSpecial() bool { return c >= Zwikkolo && c <= Pascha }

// Info returns the contract's description.
func (c Contract) Info() ContractInfo {
	if c < numContracts {
		return contracts[c]
	}
	return ContractInfo{Name: fmt.Sprintf("Contract(%d)", uint8(c))}
}

// info is Info without the copy, for the engine's hot paths; an invalid
// contract gets NoContract's entry (all zero but the name).
func (c Contract) info() *ContractInfo {
	if c >= numContracts {
		c = NoContract
	}
	return &contracts[c]
}

// String returns the contract's name ("Zwei Leere").
func (c Contract) String() string { return c.Info().Name }

// IsLadder reports whether c is a rung of the Cego ladder (Cego … Geiß).
func (c Contract) IsLadder() bool { return c >= Cego && c <= Geiss }

// UsesBlind reports whether the declarer takes up the blind (the Cego ladder
// and Gegensolo).
func (c Contract) UsesBlind() bool { return c.IsLadder() || c == Gegensolo }

// ContractByToken returns the contract whose §16 token is tok, in any case
// ("ultimo", "zwei-leere"), or NoContract if there is none.
func ContractByToken(tok string) Contract {
	for c := Contract(1); c < numContracts; c++ {
		if strings.EqualFold(contracts[c].Token, tok) {
			return c
		}
	}
	return NoContract
}

// ContractOfCall returns the contract a call bids (NoContract for others).
func ContractOfCall(a Action) Contract {
	if a >= Pass && a < numActions {
		return contractOfCall[a-Pass]
	}
	return NoContract
}

var contractOfCall = func() (t [NumActions - int(Pass)]Contract) {
	for c := Contract(1); c < numContracts; c++ {
		if a := contracts[c].Call; a >= Pass {
			t[a-Pass] = c
		}
	}
	return t
}()
