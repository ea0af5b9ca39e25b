package courtart

// Adler: the classic French court types in 19th-century dress, red, blue
// and ochre, engraved.
const (
	aR, aB, aO = "#c8102e", "#2f4b8f", "#d9a441"
	aSteel     = "#aeb4ba"
)

var adlerFigures = map[string]figure{
	// Kings
	"h-k": {suit: "h", body: "robe", main: aR, second: aB, trim: aO, collar: "ermine", broad: 1.05, old: true,
		hair: "long", hairCol: "#e8e2d4", beard: "long", hat: "tallcrown", hatCol: aO, hatCol2: aR,
		item: "sceptre", side: 1, other: "orb", emblemAt: "orb"},
	"d-k": {suit: "d", body: "armour", main: aB, trim: aO, broad: 1.1,
		hair: "short", hairCol: "#5a3a22", beard: "full", hat: "crown", hatCol: aO, hatCol2: aR,
		item: "sword", itemCol: aO, side: -1, other: "shield", emblemAt: "shield"},
	"c-k": {suit: "c", body: "cloak", main: aB, second: aO, trim: aR, broad: 1,
		hair: "curls", hairCol: "#3b2a1e", beard: "goatee", hat: "crown", hatCol: aO, hatCol2: aB,
		item: "banner", itemCol: aO, side: 1},
	"s-k": {suit: "s", body: "doublet", main: aO, second: aR, trim: aB, collar: "ruff", broad: 1.05,
		hair: "short", hairCol: "#1e1a18", beard: "full", hat: "furhat", hatCol: "#6b4a2e", hatCol2: aR,
		item: "book", itemCol: aR, side: -1, emblemAt: "shield"},
	// Queens
	"h-q": {suit: "h", body: "dress", main: aR, second: aO, collar: "lace", female: true,
		hair: "long", hairCol: "#d9b25a", hat: "coronet", hatCol: aO, hatCol2: aB,
		item: "rose", itemCol: aR, side: 1, emblemAt: "brooch"},
	"d-q": {suit: "d", body: "dress", main: aB, second: aR, collar: "", female: true,
		hair: "bun", hairCol: "#5a3a22", hat: "coronet", hatCol: aO, hatCol2: aR,
		item: "fan", itemCol: aO, side: -1, emblemAt: "brooch", other: "eagle"},
	"c-q": {suit: "c", body: "dress", main: aO, second: aB, collar: "ruff", female: true,
		hair: "braids", hairCol: "#8a4a22", hat: "hood", hatCol: aB,
		item: "sceptre", itemCol: aO, side: -1, emblemAt: "brooch"},
	"s-q": {suit: "s", body: "cloak", main: aR, second: aB, trim: aO, female: true, broad: 0.95,
		hair: "curls", hairCol: "#231c18", hat: "crown", hatCol: aO, hatCol2: aB,
		item: "book", itemCol: aB, side: 1, emblemAt: "shield"},
	// Cavaliers
	"h-c": {suit: "h", body: "armour", main: aR, trim: aO, hair: "short", hairCol: "#6b4a2e", beard: "moustache",
		hat: "helmet", hatCol: aSteel, hatCol2: aO, item: "banner", itemCol: aR,
		horse: &horse{coat: "#f2eee4", mane: "#d8d2c4", blanket: aB, facing: 1}},
	"d-c": {suit: "d", body: "doublet", main: aB, second: aO, trim: aR, collar: "lace", hair: "long", hairCol: "#3b2a1e",
		beard: "goatee", hat: "plumed", hatCol: aR, hatCol2: aO, item: "sword",
		horse: &horse{coat: "#7b4a26", mane: "#231c18", blanket: aR, facing: -1}},
	"c-c": {suit: "c", body: "cloak", main: aO, second: aB, trim: aR, hair: "curls", hairCol: "#c9a25a",
		hat: "beret", hatCol: aR, hatCol2: "#fbf7ec", item: "halberd",
		horse: &horse{coat: "#8f8a84", mane: "#2f2a26", blanket: aB, facing: 1, blaze: true}},
	"s-c": {suit: "s", body: "jacket", main: aR, second: aB, trim: aO, collar: "cravat", hair: "short", hairCol: "#231c18",
		beard: "chops", hat: "bicorne", hatCol: aB, hatCol2: aO, item: "whip",
		horse: &horse{coat: "#a8602c", mane: "#ead9a8", blanket: aO, facing: -1}},
	// Jacks
	"h-j": {suit: "h", body: "doublet", main: aR, second: aO, trim: aB, collar: "ruff", broad: 0.95,
		hair: "short", hairCol: "#d9b25a", hat: "beret", hatCol: aB, hatCol2: aO,
		item: "halberd", side: 1, emblemAt: "brooch"},
	"d-j": {suit: "d", body: "smock", main: aB, trim: aO, collar: "kerchief", broad: 0.95,
		hair: "long", hairCol: "#6b4a2e", hat: "cap", hatCol: aR, hatCol2: aO,
		item: "posthorn", itemCol: aO, side: -1, emblemAt: "hat"},
	"c-j": {suit: "c", body: "coat", main: aO, second: aR, trim: aB, collar: "cravat", broad: 0.95,
		hair: "short", hairCol: "#3b2a1e", beard: "moustache", hat: "tricorn", hatCol: aB, hatCol2: aO,
		item: "lance", itemCol: aB, side: 1},
	"s-j": {suit: "s", body: "jacket", main: aB, second: aR, trim: aO, collar: "", broad: 0.95,
		hair: "short", hairCol: "#8a4a22", hat: "helmet", hatCol: aSteel,
		item: "axe", side: -1, other: "shield", itemCol: aR},
}
