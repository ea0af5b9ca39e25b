package courtart

// Bourgeois: Biedermeier townsfolk and farmers of distinct trades, in the
// woodcut's muted washes. Each suit is a set by its colour: hearts brick,
// diamonds slate blue, clubs moss, spades black.
const (
	bO, bR, bS, bM = "#c99a3b", "#a63a2b", "#3e5c8a", "#5b7f3a"
	bBlack, bBrown = "#2a2520", "#7a5230"
)

var bourgeoisFigures = map[string]figure{
	// Hearts: the mayor, the burgher's wife, the postilion, the woodcutter
	"h-k": {suit: "h", body: "coat", main: bR, second: bO, collar: "cravat", broad: 1.05, old: true,
		hair: "short", hairCol: "#8d8a80", beard: "chops", hat: "tophat", hatCol: bBlack, hatCol2: bR,
		item: "cane", itemCol: bO, side: 1, rest: "hip", emblemAt: "brooch"},
	"h-q": {lean: 6, suit: "h", body: "dress", main: bR, second: bO, collar: "lace", female: true,
		hair: "curls", hairCol: "#c9a25a", hat: "bonnet", hatCol: bO, hatCol2: bR,
		item: "rose", itemCol: bR, side: 1, emblemAt: "brooch"},
	"h-c": {suit: "h", body: "jacket", main: bR, second: bO, trim: bO, collar: "cravat", hair: "short", hairCol: "#5a3a22",
		beard: "moustache", hat: "tophat", hatCol: bBlack, hatCol2: bO, item: "posthorn", itemCol: bO, pose: "raised",
		horse: &horse{coat: "#7b4a26", mane: "#231c18", blanket: bR, facing: 1}},
	"h-j": {lean: 4, suit: "h", body: "smock", main: bR, trim: bO, broad: 0.95,
		hair: "short", hairCol: "#8a4a22", beard: "moustache", hat: "cap", hatCol: bR, hatCol2: bBrown,
		item: "axe", side: 1, pose: "shoulder", rest: "hip", emblemAt: "hat"},
	// Diamonds: the innkeeper, the market woman, the dragoon, the night
	// watchman
	"d-k": {lean: -4, suit: "d", body: "smock", main: bS, trim: bO, collar: "kerchief", broad: 1.15,
		hair: "bald", hairCol: "#8a4a22", beard: "full", hat: "cap", hatCol: bS, hatCol2: bBlack,
		item: "mug", side: -1, pose: "raised", emblemAt: "apron"},
	"d-q": {lean: -5, suit: "d", body: "dress", main: bS, second: bO, collar: "fichu", female: true,
		hair: "bun", hairCol: "#5a3a22", hat: "headscarf", hatCol: bS, hatCol2: bO,
		item: "basket", itemCol: "#f3eee0", side: -1, emblemAt: "hat"},
	"d-c": {suit: "d", body: "jacket", main: bS, second: bR, trim: bO, hair: "short", hairCol: "#231c18",
		beard: "chops", hat: "bicorne", hatCol: bBlack, hatCol2: bS, item: "sword", itemCol: bO,
		horse: &horse{coat: "#efe8d8", mane: "#cfc7b4", blanket: bS, facing: -1}},
	"d-j": {suit: "d", body: "cloak", main: bS, second: bBrown, trim: bO, broad: 0.95, old: true,
		hair: "short", hairCol: "#8d8a80", beard: "chops", hat: "tricorn", hatCol: bBlack, hatCol2: bO,
		item: "halberd", side: -1, other: "lantern", emblemAt: "brooch"},
	// Clubs: the miller, the spinner, the farmer, the farmhand
	"c-k": {suit: "c", body: "coat", main: bM, second: bO, collar: "kerchief", trim: bR, broad: 1.05,
		hair: "short", hairCol: "#5a3a22", beard: "moustache", hat: "broadhat", hatCol: bBlack, hatCol2: bM,
		item: "pipe", itemCol: bO, side: 1, other: "purse", emblemAt: "hat"},
	"c-q": {lean: -6, suit: "c", body: "dress", main: bM, second: bR, female: true,
		hair: "braids", hairCol: "#8a4a22", hat: "strawhat", hatCol: bO, hatCol2: bM,
		item: "distaff", side: -1, emblemAt: "brooch"},
	"c-c": {suit: "c", body: "smock", main: bM, trim: bO, collar: "kerchief", hair: "long", hairCol: "#c9a25a",
		hat: "strawhat", hatCol: bO, hatCol2: bM, item: "whip",
		horse: &horse{coat: "#a8602c", mane: "#ead9a8", blanket: bM, facing: 1, tilt: 9}},
	"c-j": {lean: -5, suit: "c", body: "smock", main: bM, trim: bR, collar: "kerchief", broad: 0.9,
		hair: "long", hairCol: "#d9b25a", hat: "cap", hatCol: bM, hatCol2: bBrown,
		item: "pitchfork", side: 1, pose: "shoulder", emblemAt: "brooch"},
	// Spades: the merchant, the widow, the huntsman, the chimney sweep
	"s-k": {suit: "s", body: "cloak", main: bBlack, second: bO, trim: bR, broad: 1,
		hair: "short", hairCol: "#3b2a1e", beard: "goatee", hat: "furhat", hatCol: bBrown,
		item: "umbrella", itemCol: bS, side: -1, emblemAt: "brooch"},
	"s-q": {suit: "s", body: "cloak", main: bBlack, second: bO, trim: bO, collar: "fichu", female: true, broad: 0.95, old: true,
		hair: "bun", hairCol: "#9a968c", hat: "hood", hatCol: bBlack,
		item: "book", itemCol: bR, side: 1, emblemAt: "shield"},
	"s-c": {suit: "s", body: "jacket", main: bBlack, second: bM, trim: bO, collar: "kerchief", hair: "short", hairCol: "#3b2a1e",
		beard: "full", hat: "plumed", hatCol: bM, hatCol2: bO, item: "banner", itemCol: bO,
		horse: &horse{coat: "#8f8a84", mane: "#2f2a26", blanket: bBlack, facing: -1, tilt: 9}},
	"s-j": {suit: "s", body: "jacket", main: bBlack, second: "#4a4440", trim: bO, collar: "kerchief", broad: 0.9,
		hair: "short", hairCol: "#231c18", hat: "tophat", hatCol: bBlack, hatCol2: bBlack,
		item: "broom", side: -1, pose: "shoulder", rest: "hip", emblemAt: "brooch"},
}
