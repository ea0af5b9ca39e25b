package assets

// Style holds the player's display options for card faces. The zero value
// is the default look: two suit colours, corner indices shown.
type Style struct {
	// FourColour shows clubs green and diamonds orange, for players who
	// tell red and black apart badly or read a fanned hand quickly.
	FourColour bool
	// NoCornerIndex hides the small "21" / "K♥" indices in the top-left and
	// bottom-right corners: the pure traditional look.
	NoCornerIndex bool
}
