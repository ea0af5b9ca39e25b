package courtart

// Adler: the classic French court types in 19th-century dress, engraved.
// Each suit is a set by its colour: hearts red, diamonds blue, clubs
// ochre, spades sable (a black suit, in dark cloth with red and ochre).
const (
	aR, aB, aO = "#c8102e", "#2f4b8f", "#d9a441"
	aK         = "#3d3535"
	aSteel     = "#aeb4ba"
)

var adlerFigures = map[string]figure{
	// Hearts: the old emperor, the queen with the rose, the knight with the
	// banner, the halberdier
	"h-k": {suit: "h", body: "robe", main: aR, second: aB, trim: aO, collar: "ermine", broad: 1.05, old: true,
		hair: "long", hairCol: "#e8e2d4", beard: "long", hat: "tallcrown", hatCol: aO, hatCol2: aR,
		item: "sceptre", side: 1, other: "orb", emblemAt: "orb"},
	"h-q": {lean: 6, suit: "h", body: "dress", main: aR, second: aO, collar: "lace", female: true,
		hair: "long", hairCol: "#d9b25a", hat: "coronet", hatCol: aO, hatCol2: aB,
		item: "rose", itemCol: aR, side: 1, pose: "raised", emblemAt: "brooch"},
	"h-c": {suit: "h", body: "armour", main: aR, trim: aO, hair: "short", hairCol: "#6b4a2e", beard: "moustache",
		hat: "helmet", hatCol: aSteel, hatCol2: aO, item: "banner", itemCol: aR,
		horse: &horse{coat: "#f2eee4", mane: "#d8d2c4", blanket: aR, facing: 1}},
	"h-j": {lean: -4, suit: "h", body: "doublet", main: aR, second: aO, trim: aB, collar: "ruff", broad: 0.95,
		hair: "short", hairCol: "#d9b25a", hat: "beret", hatCol: aR, hatCol2: aO,
		item: "halberd", side: 1, rest: "hip", emblemAt: "brooch"},
	// Diamonds: the armoured king, the queen with the eagle, the cavalier
	// with the sword, the messenger with the horn
	"d-k": {suit: "d", body: "armour", main: aB, trim: aO, broad: 1.1,
		hair: "short", hairCol: "#5a3a22", beard: "full", hat: "crown", hatCol: aO, hatCol2: aR,
		item: "sword", itemCol: aO, side: -1, other: "shield", emblemAt: "shield"},
	"d-q": {lean: -5, suit: "d", body: "dress", main: aB, second: aO, female: true,
		hair: "bun", hairCol: "#5a3a22", hat: "coronet", hatCol: aO, hatCol2: aR,
		item: "fan", itemCol: aO, side: -1, emblemAt: "brooch", other: "eagle"},
	"d-c": {suit: "d", body: "doublet", main: aB, second: aO, trim: aR, collar: "lace", hair: "long", hairCol: "#3b2a1e",
		beard: "goatee", hat: "plumed", hatCol: aB, hatCol2: aO, item: "sword",
		horse: &horse{coat: "#7b4a26", mane: "#231c18", blanket: aB, facing: -1}},
	"d-j": {lean: -5, suit: "d", body: "smock", main: aB, trim: aO, collar: "kerchief", broad: 0.95,
		hair: "long", hairCol: "#6b4a2e", hat: "cap", hatCol: aB, hatCol2: aO,
		item: "posthorn", itemCol: aO, side: -1, pose: "raised", emblemAt: "hat"},
	// Clubs: the king with the sceptre on his shoulder, the learned queen,
	// the cavalier with the halberd, the lancer
	"c-k": {suit: "c", body: "cloak", main: aO, second: aR, trim: aB, broad: 1.05,
		hair: "curls", hairCol: "#3b2a1e", beard: "goatee", hat: "crown", hatCol: aO, hatCol2: aB,
		item: "sceptre", itemCol: aO, side: 1, pose: "shoulder", rest: "hip", emblemAt: "brooch"},
	"c-q": {suit: "c", body: "dress", main: aO, second: aB, collar: "ruff", female: true,
		hair: "braids", hairCol: "#8a4a22", hat: "hood", hatCol: aO,
		item: "book", itemCol: aB, side: -1, emblemAt: "shield"},
	"c-c": {suit: "c", body: "cloak", main: aO, second: aB, trim: aR, hair: "curls", hairCol: "#c9a25a",
		hat: "beret", hatCol: aO, hatCol2: "#fbf7ec", item: "halberd",
		horse: &horse{coat: "#8f8a84", mane: "#2f2a26", blanket: aO, facing: 1, tilt: 9}},
	"c-j": {suit: "c", body: "coat", main: aO, second: aR, trim: aB, collar: "cravat", broad: 0.95,
		hair: "short", hairCol: "#3b2a1e", beard: "moustache", hat: "tricorn", hatCol: aB, hatCol2: aO,
		item: "banner", itemCol: aO, side: 1, rest: "hip"},
	// Spades: the king with the sword on his shoulder, the queen with the
	// keys, the hussar with the whip, the axeman with the shield
	"s-k": {suit: "s", body: "doublet", main: aK, second: aR, trim: aO, collar: "ruff", broad: 1.05,
		hair: "short", hairCol: "#1e1a18", beard: "full", hat: "crown", hatCol: aO, hatCol2: aR,
		item: "sword", itemCol: aO, side: -1, pose: "shoulder", emblemAt: "brooch"},
	"s-q": {lean: 5, suit: "s", body: "cloak", main: aK, second: aR, trim: aO, female: true, broad: 0.95,
		hair: "curls", hairCol: "#231c18", hat: "crown", hatCol: aO, hatCol2: aR,
		item: "key", itemCol: aO, side: 1, emblemAt: "brooch"},
	"s-c": {suit: "s", body: "jacket", main: aK, second: aR, trim: aO, collar: "cravat", hair: "short", hairCol: "#231c18",
		beard: "chops", hat: "bicorne", hatCol: aK, hatCol2: aO, item: "whip",
		horse: &horse{coat: "#a8602c", mane: "#ead9a8", blanket: aK, facing: -1, tilt: 9}},
	"s-j": {suit: "s", body: "jacket", main: aK, second: aR, trim: aO, broad: 0.95,
		hair: "short", hairCol: "#8a4a22", hat: "helmet", hatCol: aSteel,
		item: "axe", side: 1, pose: "shoulder", other: "shield", itemCol: aR},
}
