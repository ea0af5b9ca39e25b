package netplay

import (
	"crypto/elliptic"
	"crypto/hmac"
	"crypto/sha256"
	"crypto/tls"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"github.com/schollz/pake/v3"
)

// The code exchange: a guest who types the table code (found on the local
// network, not invited) has no fingerprint to pin, so he accepts the
// table's certificate unseen and proves, inside the TLS connection, that
// both ends know the code — without sending it. Both run SPAKE2
// (github.com/schollz/pake/v3, curve P-256) with a key made from the code;
// each then sends an HMAC of the TLS connection's exported keying
// material under the exchanged key. Someone in between terminates two TLS
// connections with different keying material, so his proofs cannot hold
// on both, and one run of the exchange lets him test one guess of the code
// (the host counts every exchange as a try of the code, admission.go);
// a passive listener sees nothing (TLS). After the exchange the guest
// pins the certificate he saw, for every reconnection.
const (
	pakeCurve     = "p256"
	exporterLabel = "EXPORTER-cego-table-code"
	pakePointB64  = 88 // base64 of 64 bytes
	proofHex      = 64 // hex of an HMAC-SHA256
)

// ErrCodeNotProven is a guest's code exchange in which the table did not
// prove that it knows the code although it took the guest's proof: someone
// in between, not the table.
var ErrCodeNotProven = errors.New("the table did not prove that it knows the code: someone may be in between")

// pakePassword is the PAKE's key from a table code.
func pakePassword(code string) []byte {
	sum := sha256.Sum256([]byte("cego table code\x00" + NormalizeCode(code)))
	return sum[:]
}

// keyingMaterial is a TLS connection's exported keying material for the
// code exchange.
func keyingMaterial(cs *tls.ConnectionState) ([]byte, error) {
	if cs == nil {
		return nil, errors.New("the connection is not encrypted")
	}
	return cs.ExportKeyingMaterial(exporterLabel, nil, 32)
}

// codeProof is the proof of one side (role "guest" or "host") of the key
// for the connection's keying material ekm.
func codeProof(key, ekm []byte, role string) string {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("cego " + role + "\x00"))
	m.Write(ekm)
	return hex.EncodeToString(m.Sum(nil))
}

// proofHolds compares a received proof with the expected one in constant
// time.
func proofHolds(got, want string) bool {
	return hmac.Equal([]byte(got), []byte(want))
}

// encodePoint writes a P-256 point as a Key's Pake.
func encodePoint(x, y *big.Int) string {
	var b [64]byte
	x.FillBytes(b[:32])
	y.FillBytes(b[32:])
	return base64.StdEncoding.EncodeToString(b[:])
}

// pakeMessage turns a received Key.Pake into the message pake.Update
// reads, from the peer of role peerRole (0 the guest, 1 the host): only
// the point, checked to be two coordinates of the field.
func pakeMessage(point string, peerRole int) ([]byte, error) {
	b, err := base64.StdEncoding.DecodeString(point)
	if err != nil || len(b) != 64 {
		return nil, errors.New("a PAKE point that is not 64 bytes of base64")
	}
	p := elliptic.P256().Params().P
	x, y := new(big.Int).SetBytes(b[:32]), new(big.Int).SetBytes(b[32:])
	if x.Cmp(p) >= 0 || y.Cmp(p) >= 0 {
		return nil, errors.New("a PAKE point outside the curve's field")
	}
	// the fields of pake's message
	msg := struct {
		Role int
		Xu   *big.Int `json:"Xᵤ,omitempty"`
		Xv   *big.Int `json:"Xᵥ,omitempty"`
		Yu   *big.Int `json:"Yᵤ,omitempty"`
		Yv   *big.Int `json:"Yᵥ,omitempty"`
	}{Role: peerRole}
	if peerRole == 0 {
		msg.Xu, msg.Xv = x, y
	} else {
		msg.Yu, msg.Yv = x, y
	}
	return json.Marshal(msg)
}

// update runs pake's Update on a checked message; a panic of the library
// on a hostile point is an error.
func update(p *pake.Pake, msg []byte) (key []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("a PAKE point the exchange cannot use: %v", r)
		}
	}()
	if err := p.Update(msg); err != nil {
		return nil, fmt.Errorf("a PAKE point the exchange cannot use: %w", err)
	}
	return p.SessionKey()
}

// guestExchange is the guest's side of one code exchange.
type guestExchange struct {
	p *pake.Pake
}

// newGuestExchange starts the guest's side and returns his point.
func newGuestExchange(code string) (*guestExchange, string, error) {
	p, err := pake.InitCurve(pakePassword(code), 0, pakeCurve)
	if err != nil {
		return nil, "", fmt.Errorf("cannot start the code exchange: %w", err)
	}
	return &guestExchange{p: p}, encodePoint(p.Xᵤ, p.Xᵥ), nil
}

// key reads the host's point and returns the exchanged key.
func (g *guestExchange) key(hostPoint string) ([]byte, error) {
	msg, err := pakeMessage(hostPoint, 1)
	if err != nil {
		return nil, err
	}
	return update(g.p, msg)
}

// hostExchange answers a guest's point: the host's point and the
// exchanged key.
func hostExchange(code, guestPoint string) (point string, key []byte, err error) {
	msg, err := pakeMessage(guestPoint, 0)
	if err != nil {
		return "", nil, err
	}
	p, err := pake.InitCurve(pakePassword(code), 1, pakeCurve)
	if err != nil {
		return "", nil, fmt.Errorf("cannot start the code exchange: %w", err)
	}
	if key, err = update(p, msg); err != nil {
		return "", nil, err
	}
	return encodePoint(p.Yᵤ, p.Yᵥ), key, nil
}
