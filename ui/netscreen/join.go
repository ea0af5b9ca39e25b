package netscreen

import (
	"context"
	"errors"
	"strings"
	"time"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/cego-spiel/cego/ui/look"
	"github.com/cego-spiel/cego/ui/netplay"
	"github.com/cego-spiel/cego/ui/text"
)

// FoundTable is a table found on the local network.
type FoundTable struct{ Name, Addr string }

// JoinSetup is what the window fills in for Join a table….
type JoinSetup struct {
	// Addr, Code and Name fill the fields: the table sat at last, the
	// person's name.
	Addr, Code, Name string
	// Link is an invitation to fill in ("": none).
	Link string
	// Search lists the tables announced on the local network; it runs
	// off the window's thread.
	Search func(context.Context) ([]FoundTable, error)
	// Join connects to the table at addr with code, as name, pinning its
	// certificate to fingerprint ("": not known from an invitation).
	Join func(addr, fingerprint, code, name string)
}

// ShowJoin asks which table to join: an invitation, the tables found on
// this network, or an address; the table's code and the person's name.
func ShowJoin(h Host, s JoinSetup) {
	addr := look.NewEscEntry(h.DismissDialog)
	addr.SetPlaceHolder("192.168.1.20:47474")
	code := look.NewEscEntry(h.DismissDialog)
	code.SetPlaceHolder(tr("from the host"))
	name := look.NewEscEntry(h.DismissDialog)
	addr.SetText(s.Addr)
	code.SetText(s.Code)
	name.SetText(s.Name)
	name.SetPlaceHolder(tr("Your name"))
	found := widget.NewSelect(nil, func(s string) {
		if i := strings.LastIndex(s, " — "); i >= 0 {
			addr.SetText(s[i+len(" — "):])
		}
	})
	found.PlaceHolder = tr("Searching…")
	search := func() {
		found.PlaceHolder = tr("Searching…")
		found.Refresh()
		// the network is asked off the Fyne thread (tests list made-up
		// tables at once); the answer comes in through the crossing
		var tables []FoundTable
		var err error
		h.Background(func() {
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			tables, err = s.Search(ctx)
		}, func() {
			var opts []string
			for _, t := range tables {
				opts = append(opts, t.Name+" — "+t.Addr)
			}
			found.SetOptions(opts)
			switch {
			case err != nil:
				found.PlaceHolder = tr("The search failed; type the address")
			case len(opts) == 0:
				found.PlaceHolder = tr("No table found; type the address")
			default:
				found.PlaceHolder = tr("Choose a table")
			}
			found.Refresh()
		})
	}
	search()
	invite := newInvitationEntry(h, addr, code)
	items := []*widget.FormItem{
		{Text: tr("Invitation"), Widget: invite.entry, HintText: tr("A link from the host fills in the address and the code.")},
		widget.NewFormItem(tr("On this network"), container.NewBorder(nil, nil, nil, widget.NewButton(tr("Search again"), search), found)),
		widget.NewFormItem(tr("Address"), addr),
		widget.NewFormItem(tr("Code"), code),
		widget.NewFormItem(tr("Your name"), name),
	}
	d := h.OpenForm(tr("Join a table"), tr("Join"), items, func() {
		a, k := strings.TrimSpace(addr.Text), strings.TrimSpace(code.Text)
		s.Join(a, invite.fingerprint(a, k), k, strings.TrimSpace(name.Text))
	})
	h.Widen(d)
	if s.Link != "" {
		invite.entry.SetText(s.Link)
	}
}

// joinInvitation is Join's invitation field: a pasted link fills the
// address and the code; the join then pins the link's fingerprint as
// long as the address and the code are still the link's. A malformed
// link is said under the field (its validation), and Join waits.
type joinInvitation struct {
	entry *look.EscEntry
	inv   netplay.Invitation // the pasted invitation; zero when none
}

// newInvitationEntry makes Join's invitation field for its address and
// code entries; an invitation pasted into the address goes into it.
func newInvitationEntry(h Host, addr, code *look.EscEntry) *joinInvitation {
	j := &joinInvitation{entry: look.NewEscEntry(h.DismissDialog)}
	j.entry.SetPlaceHolder(tr("cego://… (paste the host's invitation)"))
	j.entry.Validator = func(s string) error {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		if _, err := netplay.ParseInvitation(s); err != nil {
			return errors.New(trf("This invitation cannot be used: %s", text.Error(err)))
		}
		return nil
	}
	j.entry.OnChanged = func(s string) {
		j.inv = netplay.Invitation{}
		inv, err := netplay.ParseInvitation(s)
		if err != nil {
			return
		}
		j.inv = inv
		addr.SetText(inv.Addr)
		code.SetText(inv.Code)
	}
	prev := addr.OnChanged
	addr.OnChanged = func(s string) {
		if netplay.IsInvitation(s) {
			addr.SetText("")
			j.entry.SetText(strings.TrimSpace(s))
			return
		}
		if prev != nil {
			prev(s)
		}
	}
	return j
}

// fingerprint is the fingerprint to pin for a join at addr with code:
// the invitation's while they are its address and code, else "".
func (j *joinInvitation) fingerprint(addr, code string) string {
	if j.inv.Fingerprint == "" || addr != j.inv.Addr || netplay.NormalizeCode(code) != j.inv.Code {
		return ""
	}
	return j.inv.Fingerprint
}
