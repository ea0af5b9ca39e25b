package netplay

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// InvitationScheme is the URL scheme of an invitation.
const InvitationScheme = "cego"

// maxInvitation bounds the length of an invitation link.
const maxInvitation = 512

// An Invitation is everything a friend needs to join a table: its
// address, its code and the fingerprint of its certificate. As a link
// (Format) it reads
//
//	cego://203.0.113.5:47474/?code=K7M2QX&fp=<64 hex digits>
//
// (an IPv6 address in brackets). The fingerprint is the SHA-256 of the
// certificate's DER in lower-case hex (Fingerprint): a guest joining by
// invitation accepts exactly that certificate.
type Invitation struct {
	// Addr is the table's "address:port"; the address is an IP address.
	Addr string
	// Code is the table code (NormalizeCode form).
	Code string
	// Fingerprint is the table certificate's Fingerprint.
	Fingerprint string
}

// Format returns the invitation's link.
func (inv Invitation) Format() string {
	q := url.Values{}
	q.Set("code", NormalizeCode(inv.Code))
	q.Set("fp", NormalizeFingerprint(inv.Fingerprint))
	// code first, then fp: Encode sorts the keys
	return InvitationScheme + "://" + inv.Addr + "/?" + q.Encode()
}

// IsInvitation reports whether s looks like an invitation link (its
// scheme is cego://), valid or not: what Join's address field takes as an
// invitation rather than an address.
func IsInvitation(s string) bool {
	s = strings.TrimSpace(s)
	return len(s) >= len(InvitationScheme)+3 && strings.EqualFold(s[:len(InvitationScheme)+3], InvitationScheme+"://")
}

// ParseInvitation reads an invitation link. Spaces around it and the
// angle brackets or quotes a chat may put around a link are dropped; a
// missing port is the default one. Every malformed link is an error that
// says what is wrong.
func ParseInvitation(s string) (Invitation, error) {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, "<>\"'")
	if len(s) > maxInvitation {
		return Invitation{}, fmt.Errorf("the invitation is too long (%d characters, at most %d)", len(s), maxInvitation)
	}
	if !IsInvitation(s) {
		return Invitation{}, errors.New("an invitation begins with cego://")
	}
	u, err := url.Parse(s)
	if err != nil {
		return Invitation{}, errors.New("the invitation is not a well-formed link")
	}
	if u.User != nil {
		return Invitation{}, errors.New("the invitation carries a user name, which a Cego invitation never has")
	}
	if u.Opaque != "" || u.Host == "" {
		return Invitation{}, errors.New("the invitation has no address after cego://")
	}
	if u.Path != "" && u.Path != "/" {
		return Invitation{}, fmt.Errorf("the invitation has an unknown path %q", u.Path)
	}
	if u.Fragment != "" {
		return Invitation{}, errors.New("the invitation has a # part, which a Cego invitation never has")
	}
	host, port := u.Hostname(), u.Port()
	addr, err := netip.ParseAddr(host)
	if err != nil || addr.Zone() != "" {
		return Invitation{}, fmt.Errorf("the invitation's address %q is not an IP address", host)
	}
	if port == "" {
		_, port, _ = net.SplitHostPort(DefaultAddr)
	}
	if p, err := strconv.Atoi(port); err != nil || p < 1 || p > 65535 {
		return Invitation{}, fmt.Errorf("the invitation's port %q is not a port (1 to 65535)", port)
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return Invitation{}, errors.New("the invitation's code and fingerprint cannot be read")
	}
	one := func(key, what string) (string, error) {
		switch v := q[key]; len(v) {
		case 0:
			return "", fmt.Errorf("the invitation has no %s (%s=)", what, key)
		case 1:
			return v[0], nil
		default:
			return "", fmt.Errorf("the invitation has %d %ss", len(v), what)
		}
	}
	code, err := one("code", "table code")
	if err != nil {
		return Invitation{}, err
	}
	code = NormalizeCode(code)
	if code == "" || len(code) > maxCode || strings.IndexFunc(code, func(r rune) bool { return (r < 'A' || r > 'Z') && (r < '0' || r > '9') }) >= 0 {
		return Invitation{}, fmt.Errorf("the invitation's table code is not letters and digits (at most %d)", maxCode)
	}
	fp, err := one("fp", "fingerprint")
	if err != nil {
		return Invitation{}, err
	}
	if fp = NormalizeFingerprint(fp); fp == "" {
		return Invitation{}, errors.New("the invitation's fingerprint is not 64 hex digits")
	}
	return Invitation{Addr: net.JoinHostPort(addr.String(), port), Code: code, Fingerprint: fp}, nil
}

// InvitationArg reads a program's command-line arguments (after its
// flags): none is no invitation (""), one cego:// link is that invitation
// checked (the desktop opens "cego cego://…" when a link is clicked);
// anything else is an error that says what.
func InvitationArg(args []string) (Invitation, bool, error) {
	switch {
	case len(args) == 0:
		return Invitation{}, false, nil
	case len(args) > 1:
		return Invitation{}, false, fmt.Errorf("one invitation (cego://…) at most, not %d arguments", len(args))
	case !IsInvitation(args[0]):
		return Invitation{}, false, fmt.Errorf("%q is neither a flag nor an invitation (cego://…)", args[0])
	}
	inv, err := ParseInvitation(args[0])
	if err != nil {
		return Invitation{}, false, err
	}
	return inv, true, nil
}
