// Package look is the table's look, shared by the window (package ui) and
// the screens drawn over it (the review, ui/reviewscreen): the colours, the theme
// and its compact variant for lists, the card's shape, the order a hand is
// shown in, and the small layouts the panels use.
package look

import "image/color"

// The table's colours: a green baize in a dark wooden frame, cream speech
// bubbles, a gold highlight and a red refusal banner.
var (
	FeltLight  = color.NRGBA{0x2e, 0x8a, 0x4e, 0xff} // the baize's light middle
	FeltDark   = color.NRGBA{0x0f, 0x4a, 0x28, 0xff} // the baize's dark edge
	Wood       = color.NRGBA{0x4a, 0x2c, 0x16, 0xff} // the table's frame
	Text       = color.NRGBA{0xf4, 0xf1, 0xe6, 0xff} // text on the baize
	TextDim    = color.NRGBA{0xc9, 0xd8, 0xc4, 0xff} // secondary text on the baize
	Highlight  = color.NRGBA{0xff, 0xd5, 0x4a, 0xff} // gold: the winner, the best card, frames
	Bubble     = color.NRGBA{0xfb, 0xf7, 0xe9, 0xf4} // speech bubbles
	BubbleText = color.NRGBA{0x24, 0x20, 0x18, 0xff} // text in a bubble or badge
	Panel      = color.NRGBA{0x06, 0x2a, 0x16, 0xc8} // see-through panels on the table
	PanelSolid = color.NRGBA{0x10, 0x33, 0x22, 0xff} // opaque panels: the result, the review
	Refusal    = color.NRGBA{0xa3, 0x1f, 0x1a, 0xf0} // the refusal banner
	Prompt     = color.NRGBA{0x0a, 0x33, 0x1c, 0xdc} // the prompt line
	DropZone   = color.NRGBA{0xff, 0xff, 0xff, 0x18} // where a card may be dropped
	Shade      = color.NRGBA{0x00, 0x00, 0x00, 0x88} // darkens the table under a panel
	Win        = color.NRGBA{0x1d, 0x7a, 0x3a, 0xff} // a deal won
	Loss       = color.NRGBA{0xb0, 0x2a, 0x22, 0xff} // a deal lost
)

// SeatColours tell the players apart in the score chart.
var SeatColours = [4]color.NRGBA{
	{0xd9, 0x8c, 0x1f, 0xff},
	{0x2f, 0x6f, 0xb8, 0xff},
	{0xb8, 0x3b, 0x5e, 0xff},
	{0x3f, 0x9a, 0x5a, 0xff},
}

// CardRatio is height over width of a real Cego card (63 × 110 mm).
const CardRatio = 110.0 / 63.0
