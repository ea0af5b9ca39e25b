// Package netplay lets friends play a sitting of Cego from their own
// computers: one player's program hosts the table and its *game.Sitting is the
// referee; guests take seats over a WebSocket over TLS
// (github.com/coder/websocket, wss://) and receive only their person's
// game.View, never a hidden card.
//
// The pieces:
//
//   - protocol.go and codec.go: the versioned JSON messages (hello, welcome,
//     refused, update, act, ready, end, bye, ping) and their strict decoder;
//   - Host (host.go, hostconn.go, hostseat.go, publish.go): the table's
//     server. Publish sends every guest its view after each action;
//     Seat returns a bot (ai.Bot) that waits for a guest's accepted action and
//     falls back to a bot when the guest stays away longer than the grace
//     time;
//   - Client (client.go): a guest's connection, with reconnection by token;
//   - the encryption (cert.go, tlsdial.go, codekey.go): the table's
//     self-signed certificate, which a guest pins by its fingerprint
//     (DialPinned, ErrWrongCertificate); a guest who only typed the code
//     proves it by a PAKE bound to the TLS connection (Dial) and pins the
//     certificate he saw for every reconnection;
//   - Invitation (invitation.go): the cego:// link with the table's
//     address, code and fingerprint;
//   - the turn loop that drives a Host is package turnloop's (the window's,
//     or turnloop.Headless without a window, which the tests use): Host
//     is its turnloop.Net;
//   - Announce and Browse (discovery.go): the table on the local network by
//     mDNS (_cego._tcp), announced only while hosting, with nothing but
//     the table's name, port, protocol, free seats and addresses;
//   - the table's defences: handshake slots per address and code tries
//     (admission.go), rates of every kind of message (ratelimit.go), the
//     Host header against DNS rebinding (hostcheck.go), pings both ways;
//   - NewSeed and NewDeck (seed.go): sittings and hosted deals from
//     crypto/rand, so that no guest can work out the cards.
//
// The package imports no Fyne: the windows of host and guest live in ui.
// Everything read from the network is bounded (size, time) and checked; a
// guest that sends garbage is disconnected and the sitting goes on.
package netplay
