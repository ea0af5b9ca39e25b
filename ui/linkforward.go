package ui

import (
	"log"

	"github.com/cego-spiel/cego/ui/linkhandler"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/store"
)

// Clicked cego:// links (ui/linkhandler): the program registers as their
// handler where that is its own doing (Windows), the window that holds
// the config folder takes the links later programs hand over, and a
// program started with a link while another holds the folder hands the
// link over and ends.

// handOver hands link to the program that holds st's folder, for a
// program started with a link while another holds it; it reports whether
// that one took it (then this one ends without a window).
func handOver(st *store.Store, link string) bool {
	if err := linkhandler.Send(st.Dir(), link); err != nil {
		log.Printf("cego: the running Cego did not take the invitation (%v); this window opens it", err)
		return false
	}
	log.Printf("cego: the invitation went to the Cego already running")
	return true
}

// receiveLinks makes this window, which holds st's folder, take the links
// later programs hand over: each opens Join filled in and brings the
// window forward. It returns the function that stops it.
func (c *Controller) receiveLinks(st *store.Store) (stop func()) {
	r, err := linkhandler.Listen(st.Dir(), func(inv netplay.Invitation) {
		link := inv.Format()
		c.post(func() {
			log.Printf("cego: an invitation from a clicked link: %s", link)
			c.openInvitation(link)
		})
	})
	if err != nil {
		log.Printf("cego: a link clicked while this window runs opens another window: %v", err)
		return func() {}
	}
	return func() { _ = r.Close() }
}

// openInvitation opens Join filled in with link, which a later program
// handed over, and brings the window forward; at a table with friends the
// person is asked first whether to leave it (a link is not to end his
// table by itself).
func (c *Controller) openInvitation(link string) {
	open := func() { c.showJoinTableWith(link) }
	if !c.leavingTable(open) {
		open()
	}
	c.win.RequestFocus()
}

// registerLinkHandler makes this program the handler of cego:// links
// where the program itself must (Windows; a key of the user's, at every
// start of a person's window, written when missing or naming another
// program file).
func registerLinkHandler() {
	wrote, err := linkhandler.Register()
	switch {
	case err != nil:
		log.Printf("cego: not registered as the handler of cego:// links: %v", err)
	case wrote:
		log.Printf("cego: registered as the handler of cego:// links")
	}
}
