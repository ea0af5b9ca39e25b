// Package icon is Cego's application icon: the Trull (Geiß, Mond and
// Gstieß) fanned on a fir-green tile, drawn by Draw in code of our own.
//
// go run ./assets/icon/gen (from the module root) writes icon.png here,
// embedded for the window, and the identical Icon.png beside FyneApp.toml
// that fyne package puts into the Linux, Windows and macOS packages.
package icon

//go:generate sh -c "cd ../.. && go run ./assets/icon/gen"

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var data []byte

// Resource is the icon for fyne.App.SetIcon.
func Resource() fyne.Resource { return fyne.NewStaticResource("cego.png", data) }
