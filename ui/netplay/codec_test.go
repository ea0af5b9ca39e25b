package netplay

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/cego-spiel/cego/game"
)

// sampleMessages are one of each message type, for the round trip and the
// fuzz corpus.
func sampleMessages(t testing.TB) []Message {
	m, err := game.NewSitting(game.Rules{Players: 4}, 7)
	if err != nil {
		t.Fatal(err)
	}
	two := 2
	u := Update{Deal: 1, Seq: 0, Seat: game.NoSeat, People: []int{0, 1, 2, 3}, Turn: 0, View: m.PersonView(1),
		Totals: []int{0, 0, 0, 0}, Names: []string{"Anna", "Bert", "Carl", "Dora"},
		Connected: []bool{true, true, false, true}, BotIn: []bool{false, false, true, false}, Taken: []bool{false, true, true, false}, EndAgreed: make([]bool, 4)}
	return []Message{
		&Hello{Code: "ACDEFG", Name: "Bert", App: "1.2.0", Seat: &two},
		&Hello{Code: "ACDEFG", Name: "Bert", Token: "0123456789abcdef0123456789abcdef"},
		&Hello{Name: "Bert"},
		&Key{Pake: strings.Repeat("A", pakePointB64)},
		&Key{Proof: strings.Repeat("0", proofHex)},
		&Welcome{Person: 1, Token: "0123456789abcdef0123456789abcdef", Rules: game.Rules{Players: 4},
			Kinds: []Kind{KindHost, KindGuest, KindGuest, KindBot}, Done: []game.View{}, Current: &u, Keepalive: 15000},
		&Welcome{Person: 2, Token: "ab", Rules: game.Rules{Players: 3}, Kinds: []Kind{KindHost, KindGuest, KindGuest},
			Done: []game.View{}, Names: []string{"A", "B", "C"}, Keepalive: 100},
		&Refused{Reason: ReasonIllegal, Deal: 3, Seq: 7, Code: game.RefuseNotYourTurn, Text: "It is not your turn."},
		&Refused{Reason: ReasonHostOlder, Protocol: 1},
		&u,
		&Act{Deal: 2, Seq: 5, Action: "pass"},
		&Act{Deal: 2, Seq: 6, Action: "T21"},
		&Ready{Deal: 4},
		&End{Agree: true},
		&Bye{Reason: ReasonHostLeft},
		&Ping{},
	}
}

// TestCodecRoundTrip: every message type encodes and decodes to the same
// bytes again.
func TestCodecRoundTrip(t *testing.T) {
	for _, m := range sampleMessages(t) {
		data, err := Encode(m)
		if err != nil {
			t.Fatalf("%s: %v", m.Type(), err)
		}
		back, err := Decode(data)
		if err != nil {
			t.Fatalf("%s: decode %s: %v", m.Type(), data, err)
		}
		if back.Type() != m.Type() {
			t.Fatalf("%s came back as %s", m.Type(), back.Type())
		}
		again, err := Encode(back)
		if err != nil || !bytes.Equal(again, data) {
			t.Fatalf("%s: %s\nthen %s (%v)", m.Type(), data, again, err)
		}
	}
}

// TestDecodeRefuses: strictness — each of these is an error, not a
// message.
func TestDecodeRefuses(t *testing.T) {
	bad := map[string]string{
		"garbage":         "\x00\x01garbage",
		"not an object":   `[1,2]`,
		"no type":         `{"v":3,"body":{}}`,
		"unknown type":    `{"v":3,"type":"cheat","body":{}}`,
		"no body":         `{"v":3,"type":"act"}`,
		"null body":       `{"v":3,"type":"act","body":null}`,
		"unknown field":   `{"v":3,"type":"act","body":{"deal":1,"seq":0,"action":"pass","seat":2}}`,
		"unknown env":     `{"v":3,"type":"ping","body":{},"seat":2}`,
		"trailing data":   `{"v":3,"type":"ping","body":{}} {}`,
		"bad action":      `{"v":3,"type":"act","body":{"deal":1,"seq":0,"action":"steal"}}`,
		"deal 0":          `{"v":3,"type":"act","body":{"deal":0,"seq":0,"action":"pass"}}`,
		"negative seq":    `{"v":3,"type":"act","body":{"deal":1,"seq":-1,"action":"pass"}}`,
		"long name":       `{"v":3,"type":"hello","body":{"code":"A","name":"` + strings.Repeat("x", 65) + `"}}`,
		"control in name": `{"v":3,"type":"hello","body":{"code":"A","name":"a\u0007b"}}`,
		"seat 9":          `{"v":3,"type":"hello","body":{"code":"A","name":"a","seat":9}}`,
		"bye no reason":   `{"v":3,"type":"bye","body":{}}`,
		"empty key":       `{"v":3,"type":"key","body":{}}`,
		"key with both":   `{"v":3,"type":"key","body":{"pake":"` + strings.Repeat("A", pakePointB64) + `","proof":"` + strings.Repeat("0", proofHex) + `"}}`,
		"short point":     `{"v":3,"type":"key","body":{"pake":"AAAA"}}`,
		"long proof":      `{"v":3,"type":"key","body":{"proof":"` + strings.Repeat("0", proofHex+1) + `"}}`,
		"update, no view": `{"v":3,"type":"update","body":{"deal":1,"seq":0,"seat":-1,"turn":0,"totals":[0,0,0],"names":["a","b","c"],"connected":[true,true,true],"botIn":[false,false,false],"endAgreed":[false,false,false]}}`,
		"huge":            `{"v":3,"type":"ping","body":{},"x":"` + strings.Repeat("x", MaxHostMessage) + `"}`,
	}
	for name, data := range bad {
		if m, err := Decode([]byte(data)); err == nil {
			t.Errorf("%s: decoded as %#v", name, m)
		}
	}
	var ve *VersionError
	if _, err := Decode([]byte(`{"v":4,"type":"hello","body":{"code":"A","name":"a","colour":"red"},"sig":"x"}`)); !errors.As(err, &ve) || ve.Theirs != 4 {
		t.Errorf("a newer hello: %v, want a VersionError of protocol 4", err)
	}
	if _, err := Decode([]byte(`{"v":0,"type":"ping","body":{}}`)); !errors.As(err, &ve) {
		t.Errorf("protocol 0: %v, want a VersionError", err)
	}
}

// TestDecodeGuest: the host reads only a guest's message types; a view
// in a message from a guest is not even parsed.
func TestDecodeGuest(t *testing.T) {
	for _, m := range sampleMessages(t) {
		data, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		_, err = DecodeGuest(data)
		if guest := guestTypes[m.Type()]; guest != (err == nil) {
			t.Errorf("%s from a guest: %v", m.Type(), err)
		}
	}
}

// TestCode: codes use the alphabet without look-alikes; typed codes
// compare without case, spaces and dashes.
func TestCode(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		c := NewCode()
		if len(c) != CodeLength || strings.Trim(c, codeAlphabet) != "" {
			t.Fatalf("code %q", c)
		}
		seen[c] = true
	}
	if len(seen) < 190 {
		t.Errorf("only %d different codes of 200", len(seen))
	}
	if strings.ContainsAny(codeAlphabet, "0O1IL5S8B2Z") {
		t.Error("the alphabet has look-alikes")
	}
	if !sameCode("ac3-d4f", "AC3D4F") || sameCode("AC3D4F", "AC3D4G") {
		t.Error("sameCode")
	}
	if got := cleanName("  Anna\x00 von Hinterzarten und Titisee  ", "x"); got != "Anna von Hinterzarten un" {
		t.Errorf("cleanName: %q", got)
	}
}

// FuzzDecode: the decoder never panics, what it accepts encodes and
// decodes to the same bytes again, and DecodeGuest accepts only a guest's
// types of what Decode accepts.
func FuzzDecode(f *testing.F) {
	for _, m := range sampleMessages(f) {
		data, err := Encode(m)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"v":3,"type":"hello","body":{}}`))
	f.Add([]byte(`{"v":3,"type":"act","body":{"deal":1,"seq":0,"action":"pass"}} x`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if g, gerr := DecodeGuest(data); gerr == nil && (err != nil || g.Type() != m.Type() || !guestTypes[g.Type()]) {
			t.Fatalf("DecodeGuest accepted %q as %s (Decode: %v)", data, g.Type(), err)
		}
		if err != nil {
			return
		}
		enc, err := Encode(m)
		if err != nil {
			t.Fatalf("accepted %q but cannot encode it: %v", data, err)
		}
		back, err := Decode(enc)
		if err != nil {
			t.Fatalf("re-encoded %s does not decode: %v", enc, err)
		}
		again, err := Encode(back)
		if err != nil || !bytes.Equal(again, enc) {
			t.Fatalf("not stable: %s then %s", enc, again)
		}
	})
}
