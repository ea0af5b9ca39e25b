package netplay

import (
	"net"
	"net/netip"
	"time"
)

// Admission: who may be in his handshake, and how often a code may be
// tried. A stranger (no token) takes a handshake slot of his address —
// at most maxPendingPerAddr at once, maxPending in all — so one address
// cannot fill the table's slots. A guest with his seat's token sends it in
// the TokenHeader of the upgrade request and takes a slot of his token
// instead (maxPendingPerToken): strangers' half-open connections never
// turn him away. Every hello without a valid token tries the code and
// takes a try from its address's bucket (codeBurst, then one per
// codeEvery).
const (
	maxPending         = 32
	maxPendingPerAddr  = 4
	maxPendingPerToken = 2
	codeBurst          = 10
	codeEvery          = time.Second
	// maxBuckets bounds the addresses whose tries are remembered.
	maxBuckets = 4096
)

// TokenHeader carries a seat's reconnect token in the WebSocket upgrade
// request, so that the host can tell a returning guest before his hello.
// The hello must carry the same token.
const TokenHeader = "Cego-Token"

// slot is a handshake slot taken by serveWS.
type slot struct {
	addr  string // the stranger's address key, or ""
	token string // the token holder's token, or ""
}

// admission is the host's bookkeeping of handshakes and code tries; it
// is guarded by Host.mu.
type admission struct {
	pending int
	byAddr  map[string]int
	byToken map[string]int
	tries   map[string]*bucket
}

// bucket is an address's code tries: tokens left at time at.
type bucket struct {
	left float64
	at   time.Time
}

// addrKey is the key of a remote address: the IPv4 address, or the /64
// of an IPv6 address (one household's or attacker's block).
func addrKey(remote string) string {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return host
	}
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// takeSlotLocked takes a handshake slot for a request from address key
// with header token tok; false when none is free. h.mu is held.
func (h *Host) takeSlotLocked(key, tok string) (slot, bool) {
	a := &h.adm
	if a.byAddr == nil {
		a.byAddr, a.byToken, a.tries = map[string]int{}, map[string]int{}, map[string]*bucket{}
	}
	if tok != "" && h.tokenPersonLocked(tok) >= 0 {
		if a.byToken[tok] >= maxPendingPerToken {
			return slot{}, false
		}
		a.byToken[tok]++
		return slot{token: tok}, true
	}
	if a.pending >= maxPending || a.byAddr[key] >= maxPendingPerAddr {
		return slot{}, false
	}
	a.pending++
	a.byAddr[key]++
	return slot{addr: key}, true
}

// releaseSlotLocked gives a slot back. h.mu is held.
func (h *Host) releaseSlotLocked(s slot) {
	a := &h.adm
	if s.token != "" {
		if a.byToken[s.token]--; a.byToken[s.token] <= 0 {
			delete(a.byToken, s.token)
		}
		return
	}
	a.pending--
	if a.byAddr[s.addr]--; a.byAddr[s.addr] <= 0 {
		delete(a.byAddr, s.addr)
	}
}

// tryCodeLocked takes a code try of address key; false when its tries are
// used up for now. h.mu is held.
func (h *Host) tryCodeLocked(key string, now time.Time) bool {
	a := &h.adm
	if a.tries == nil {
		a.tries = map[string]*bucket{}
	}
	b := a.tries[key]
	if b == nil {
		if len(a.tries) >= maxBuckets {
			h.trimBucketsLocked(now)
		}
		b = &bucket{left: codeBurst, at: now}
		a.tries[key] = b
	}
	b.left = min(codeBurst, b.left+float64(now.Sub(b.at))/float64(codeEvery))
	b.at = now
	if b.left < 1 {
		return false
	}
	b.left--
	return true
}

// trimBucketsLocked forgets the addresses whose tries are full again;
// when none is, the table is too busy to remember more and forgets all
// (which can only help an attacker with thousands of addresses, who is
// limited by the slots). h.mu is held.
func (h *Host) trimBucketsLocked(now time.Time) {
	a := &h.adm
	for k, b := range a.tries {
		if b.left+float64(now.Sub(b.at))/float64(codeEvery) >= codeBurst {
			delete(a.tries, k)
		}
	}
	if len(a.tries) >= maxBuckets {
		clear(a.tries)
	}
}

// tokenPersonLocked is the person whose seat token tok is, or -1. h.mu is
// held.
func (h *Host) tokenPersonLocked(tok string) int {
	person := -1
	for i, s := range h.seats {
		if s.token != "" && sameCode(s.token, tok) {
			person = i
		}
	}
	return person
}
