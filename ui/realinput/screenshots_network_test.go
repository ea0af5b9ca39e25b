package realinput

import (
	"os"
	"testing"
	"time"
)

// TestScreenshotsNetwork takes the pictures of the network table's
// dialogs for make screenshots-all — Join a table… (searching the
// network), Host a table…'s form and the host's table dialog with its
// invitation — on screens of 800×600 and 1920×1080, in English and
// German, into $CEGO_SHOTS_ALL beside TestScreenshotsAll's. It runs in a
// network namespace of its own (as root): Join searches the network for
// tables and an open table announces itself, which must not reach a real
// network.
func TestScreenshotsNetwork(t *testing.T) {
	dir := os.Getenv("CEGO_SHOTS_ALL")
	if dir == "" {
		t.Skip("make screenshots-all sets CEGO_SHOTS_ALL")
	}
	need(t)
	if !inNamespaceWith(t, "TestScreenshotsNetwork", withLAN) {
		return
	}
	eachScreen(t, func(t *testing.T, w, h int, lang string) { shootNetwork(t, dir, w, h, lang) })
}

// shootNetwork takes the network dialogs' pictures of one screen size and
// language.
func shootNetwork(t *testing.T, dir string, w, h int, lang string) {
	al := newAlbum(t, dir, w, h, lang)
	a := al.open(newConfig(t, al.settings()), "-seed", "5")
	if al.menuItem(a, "Game", "Join a table…") {
		if _, ok := al.try(a, "the join dialog", func(s snapshot) bool { return dialogTitle(s, al.tr("Join a table")) }); ok {
			time.Sleep(1500 * time.Millisecond) // its search of the network
			al.take("dialog-join")
			al.closeTop(a)
		}
	}
	if !al.menuItem(a, "Game", "Host a table…") {
		return
	}
	s, ok := al.try(a, "the host form", func(s snapshot) bool { return dialogTitle(s, al.tr("Host a table")) })
	if !ok {
		return
	}
	time.Sleep(400 * time.Millisecond)
	al.take("dialog-host")
	a.typeInto(s, entries(s)[0], "Hans")
	a.click(s, button(t, s, al.tr("Open the table")))
	if _, ok := al.try(a, "the table dialog", func(s snapshot) bool { return dialogTitle(s, al.tr("Your table")) }); ok {
		time.Sleep(800 * time.Millisecond)
		al.take("dialog-table")
	}
}
