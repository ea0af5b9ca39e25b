// Package netscreen holds the network table's dialogs: Host a table…
// (the rules, the seats, the host's name, the bots, the turn clock, going
// on with the sitting at the window), the host's table dialog (the
// invitation, what the home router did, the code and addresses, who sits
// where, Deal), Join a table… (an invitation pasted, the tables found on
// this network, an address and code), a guest's table dialog, and the
// short dialogs of joining and leaving.
//
// It sees the window only through Host (its dialogs and the crossing) and
// a table only through HostedTable or JoinedTable, which the window binds
// to its network links (ui/nethost.go); it never imports package ui.
package netscreen

import "github.com/cego-spiel/cego/ui/text"

// tr is the text in the UI's language (text.Tr).
func tr(s string) string { return text.Tr(s) }

// trf formats a translated pattern (text.Trf).
func trf(format string, args ...any) string { return text.Trf(format, args...) }
