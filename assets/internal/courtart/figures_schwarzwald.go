package courtart

// Schwarzwald: the costumes of different valleys in flat modern colour:
// kings as farmers in black hats and red waistcoats, queens in the valleys'
// headdresses (the Bollenhut with the queen of hearts), cavaliers as post
// riders, jacks as raftsmen, clockmakers, woodcutters and glassblowers.
// Each suit is a set by its colour: hearts red and black, diamonds wood
// brown, clubs forest green, spades slate.
const (
	sR, sG, sW, sSl = "#c81d25", "#2f5d3a", "#7a5230", "#2e3a46"
	sBk, sY, sSky   = "#23272e", "#e0b040", "#a9c7de"
	sSlate          = "#4b5e72"
)

var schwarzwaldFigures = map[string]figure{
	// Hearts: Gutach
	"h-k": {suit: "h", body: "jacket", main: sBk, second: sR, trim: sY, broad: 1.05, old: true,
		hair: "short", hairCol: "#b8b4aa", beard: "full", hat: "broadhat", hatCol: sBk, hatCol2: sR,
		item: "cane", itemCol: sY, side: 1, rest: "hip", emblemAt: "brooch"},
	"h-q": {suit: "h", body: "dress", main: sBk, second: sR, collar: "lace", female: true,
		hair: "braids", hairCol: "#5a3a22", hat: "bollenhut", hatCol: sR,
		item: "flower", itemCol: sSky, side: 1, emblemAt: "brooch"},
	"h-c": {suit: "h", body: "jacket", main: sR, second: sBk, trim: sY, hair: "short", hairCol: "#5a3a22",
		beard: "moustache", hat: "plumed", hatCol: sBk, hatCol2: sR, item: "posthorn", itemCol: sY, pose: "raised",
		horse: &horse{coat: "#7b4a26", mane: "#231c18", blanket: sR, facing: 1}},
	"h-j": {suit: "h", body: "smock", main: sR, trim: sY, broad: 0.95,
		hair: "short", hairCol: "#5a3a22", beard: "full", hat: "broadhat", hatCol: sBk, hatCol2: sR,
		item: "hookpole", side: 1, emblemAt: "brooch"},
	// Diamonds: the clock country
	"d-k": {suit: "d", body: "coat", main: sW, second: sR, collar: "cravat", broad: 1.05,
		hair: "short", hairCol: "#5a3a22", beard: "chops", hat: "tophat", hatCol: sBk, hatCol2: sW,
		item: "pipe", itemCol: "#fafaf7", side: -1, rest: "hip", emblemAt: "brooch"},
	"d-q": {suit: "d", body: "dress", main: sW, second: sR, collar: "fichu", female: true,
		hair: "braids", hairCol: "#c9a25a", hat: "schappel", hatCol: sR, hatCol2: sG,
		item: "basket", itemCol: sR, side: -1, emblemAt: "brooch"},
	"d-c": {suit: "d", body: "coat", main: sW, second: sY, collar: "cravat", hair: "short", hairCol: "#231c18",
		hat: "tricorn", hatCol: sBk, hatCol2: sY, item: "letter", pose: "raised",
		horse: &horse{coat: "#f2efe8", mane: "#cfcac0", blanket: sW, facing: -1}},
	"d-j": {lean: -4, suit: "d", body: "jacket", main: sW, second: sY, trim: sBk, collar: "kerchief", broad: 0.95,
		hair: "short", hairCol: "#c9a25a", hat: "cap", hatCol: sW, hatCol2: sBk,
		item: "clock", itemCol: sR, side: -1, emblemAt: "hat"},
	// Clubs: the forest
	"c-k": {suit: "c", body: "jacket", main: sG, second: sR, trim: sY, collar: "kerchief", broad: 1.1,
		hair: "short", hairCol: "#3b2a1e", beard: "moustache", hat: "broadhat", hatCol: sBk, hatCol2: sG,
		item: "pitchfork", side: 1, pose: "shoulder", emblemAt: "brooch"},
	"c-q": {lean: -5, suit: "c", body: "dress", main: sG, second: sR, female: true,
		hair: "bun", hairCol: "#3b2a1e", hat: "headscarf", hatCol: sBk, hatCol2: sR,
		item: "distaff", side: -1, emblemAt: "brooch"},
	"c-c": {suit: "c", body: "jacket", main: sG, second: sR, trim: sY, hair: "short", hairCol: "#3b2a1e",
		beard: "chops", hat: "furhat", hatCol: sBk, hatCol2: sR, item: "sword", itemCol: sY,
		horse: &horse{coat: "#8f8a84", mane: "#2f2a26", blanket: sG, facing: 1, tilt: 9}},
	"c-j": {lean: 5, suit: "c", body: "smock", main: sG, trim: sW, collar: "kerchief", broad: 0.95,
		hair: "long", hairCol: "#3b2a1e", beard: "goatee", hat: "cap", hatCol: sG, hatCol2: sBk,
		item: "axe", side: 1, pose: "shoulder", rest: "hip", emblemAt: "brooch"},
	// Spades: the high valleys
	"s-k": {suit: "s", body: "cloak", main: sSlate, second: sR, trim: sY, broad: 1.05, old: true,
		hair: "long", hairCol: "#e8e4da", beard: "long", hat: "furhat", hatCol: sBk,
		item: "banner", itemCol: sSl, side: 1},
	"s-q": {lean: 6, suit: "s", body: "dress", main: sSlate, second: sSky, collar: "lace", female: true,
		hair: "long", hairCol: "#8a4a22", hat: "strawhat", hatCol: sY, hatCol2: sSl,
		item: "rake", side: 1, pose: "shoulder", emblemAt: "brooch"},
	"s-c": {suit: "s", body: "cloak", main: sSlate, second: sSky, trim: sY, hair: "long", hairCol: "#c9a25a",
		hat: "broadhat", hatCol: sSl, hatCol2: sR, item: "whip",
		horse: &horse{coat: "#a8602c", mane: "#ead9a8", blanket: sSl, facing: -1, tilt: 9}},
	"s-j": {lean: -6, suit: "s", body: "coat", main: sSlate, second: sSky, collar: "kerchief", trim: sR, broad: 0.95,
		hair: "short", hairCol: "#231c18", beard: "moustache", hat: "cap", hatCol: sSl, hatCol2: sBk,
		item: "glass", itemCol: sR, side: -1, pose: "raised", emblemAt: "hat"},
}
