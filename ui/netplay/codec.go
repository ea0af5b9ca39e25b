package netplay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/cego-spiel/cego/game"
)

// envelope is the outer form of every message: the protocol version, the
// type and the type's body.
type envelope struct {
	V    int             `json:"v"`
	Type string          `json:"type"`
	Body json.RawMessage `json:"body"`
}

// A VersionError is a message of another protocol version.
type VersionError struct{ Theirs int }

// Error names both versions.
func (e *VersionError) Error() string {
	return fmt.Sprintf("protocol %d, this Cego speaks %d", e.Theirs, Protocol)
}

// Encode writes m as a message of this protocol.
func Encode(m Message) ([]byte, error) {
	if err := m.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", m.Type(), err)
	}
	body, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	return json.Marshal(envelope{V: Protocol, Type: m.Type(), Body: body})
}

// Decode reads one message of this protocol. It is strict: unknown fields,
// trailing data, values out of range or a message longer than
// MaxHostMessage are errors; a message of another version is a
// *VersionError (checked before the body is read, so a newer program's
// hello is refused with the right reason).
func Decode(data []byte) (Message, error) { return decode(data, nil) }

// DecodeGuest is Decode for what a guest may send (hello, act, ready, end,
// ping, key): another type is refused before its body is read, so a guest
// cannot make the host parse views.
func DecodeGuest(data []byte) (Message, error) { return decode(data, guestTypes) }

var guestTypes = map[string]bool{TypeHello: true, TypeAct: true, TypeReady: true, TypeEnd: true, TypePing: true, TypeKey: true}

func decode(data []byte, allowed map[string]bool) (Message, error) {
	if len(data) > MaxHostMessage {
		return nil, fmt.Errorf("message of %d bytes, more than %d", len(data), MaxHostMessage)
	}
	var env envelope
	if err := strict(data, &env); err != nil {
		// A newer program may add fields to the envelope: read its
		// version leniently so it is told the right reason.
		var v struct {
			V int `json:"v"`
		}
		if json.Unmarshal(data, &v) == nil && v.V != Protocol && v.V != 0 {
			return nil, &VersionError{Theirs: v.V}
		}
		return nil, fmt.Errorf("not a message: %w", err)
	}
	if env.V != Protocol {
		return nil, &VersionError{Theirs: env.V}
	}
	m := newMessage(env.Type)
	if allowed != nil && !allowed[env.Type] {
		m = nil
	}
	if m == nil {
		return nil, fmt.Errorf("unknown message type %q", env.Type)
	}
	if len(env.Body) == 0 || bytes.Equal(env.Body, []byte("null")) {
		return nil, fmt.Errorf("%s: no body", env.Type)
	}
	if err := strict(env.Body, m); err != nil {
		return nil, fmt.Errorf("%s: %w", env.Type, err)
	}
	if err := m.validate(); err != nil {
		return nil, fmt.Errorf("%s: %w", env.Type, err)
	}
	return m, nil
}

func newMessage(typ string) Message {
	switch typ {
	case TypeHello:
		return new(Hello)
	case TypeWelcome:
		return new(Welcome)
	case TypeRefused:
		return new(Refused)
	case TypeUpdate:
		return new(Update)
	case TypeAct:
		return new(Act)
	case TypeReady:
		return new(Ready)
	case TypeEnd:
		return new(End)
	case TypeBye:
		return new(Bye)
	case TypePing:
		return new(Ping)
	case TypeKey:
		return new(Key)
	}
	return nil
}

// strict decodes exactly one JSON value into v, refusing unknown fields.
func strict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return errors.New("data after the message")
	}
	if _, err := dec.Token(); err == nil {
		return errors.New("data after the message")
	}
	return nil
}

// checkString refuses a string that is too long, not UTF-8, or holds
// control characters.
func checkString(what, s string, max int) error {
	if len(s) > max {
		return fmt.Errorf("%s longer than %d bytes", what, max)
	}
	if !utf8.ValidString(s) {
		return fmt.Errorf("%s is not UTF-8", what)
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return fmt.Errorf("%s holds a control character", what)
		}
	}
	return nil
}

func checkPerson(what string, p int) error {
	if p < 0 || p >= maxPeople {
		return fmt.Errorf("%s %d is not a person (0 to %d)", what, p, maxPeople-1)
	}
	return nil
}

func checkPos(deal, seq int) error {
	if deal < 1 || deal > maxDeals {
		return fmt.Errorf("deal %d out of range", deal)
	}
	if seq < 0 || seq > 1000 {
		return fmt.Errorf("step %d out of range", seq)
	}
	return nil
}

func checkReason(r Reason) error {
	if r == "" {
		return errors.New("no reason")
	}
	return checkString("reason", string(r), 64)
}

func (m *Hello) validate() error {
	if err := checkString("code", m.Code, maxCode); err != nil {
		return err
	}
	if err := checkString("name", m.Name, maxName); err != nil {
		return err
	}
	if err := checkString("token", m.Token, maxToken); err != nil {
		return err
	}
	if err := checkString("app version", m.App, maxName); err != nil {
		return err
	}
	if m.Seat != nil {
		return checkPerson("seat", *m.Seat)
	}
	return nil
}

func (m *Welcome) validate() error {
	if err := checkPerson("person", m.Person); err != nil {
		return err
	}
	if err := checkString("token", m.Token, maxToken); err != nil {
		return err
	}
	if err := m.Rules.Validate(); err != nil {
		return err
	}
	n := m.Rules.People()
	if len(m.Kinds) != n {
		return fmt.Errorf("%d kinds for %d persons", len(m.Kinds), n)
	}
	for _, k := range m.Kinds {
		if k != KindHost && k != KindGuest && k != KindBot {
			return fmt.Errorf("unknown kind %q", k)
		}
	}
	if m.Person >= n {
		return fmt.Errorf("person %d at a table of %d", m.Person, n)
	}
	if len(m.Done) > maxDeals {
		return errors.New("too many deals")
	}
	for i := range m.Done {
		if m.Done[i].Players() == 0 || m.Done[i].Phase() != game.Done {
			return fmt.Errorf("deal %d: not the view of a finished deal", i+1)
		}
	}
	if m.Keepalive < 10 || m.Keepalive > 600000 {
		return fmt.Errorf("keepalive %d ms out of range", m.Keepalive)
	}
	if err := checkString("app version", m.App, maxName); err != nil {
		return err
	}
	names := m.Names
	if m.Current != nil {
		if err := m.Current.validate(); err != nil {
			return err
		}
		if len(m.Names) != 0 {
			return errors.New("names twice")
		}
		names = m.Current.Names
	}
	if len(names) != n {
		return fmt.Errorf("%d names for %d persons", len(names), n)
	}
	for _, s := range names {
		if err := checkString("name", s, maxName); err != nil {
			return err
		}
	}
	return nil
}

func (m *Refused) validate() error {
	if err := checkReason(m.Reason); err != nil {
		return err
	}
	if m.Deal != 0 || m.Seq != 0 {
		if err := checkPos(m.Deal, m.Seq); err != nil {
			return err
		}
	}
	if m.Protocol < 0 {
		return errors.New("negative protocol")
	}
	if err := checkString("refusal code", string(m.Code), 64); err != nil {
		return err
	}
	return checkString("text", m.Text, maxText)
}

func (m *Update) validate() error {
	if err := checkPos(m.Deal, m.Seq); err != nil {
		return err
	}
	if m.Seat < game.NoSeat || m.Seat > 3 {
		return fmt.Errorf("seat %d out of range", m.Seat)
	}
	if m.View.Players() == 0 {
		return errors.New("no view")
	}
	if m.Turn < -1 || m.Turn >= maxPeople {
		return fmt.Errorf("turn %d out of range", m.Turn)
	}
	if m.Action != "" {
		if _, err := game.ParseAction(m.Action); err != nil {
			return err
		}
	}
	n := len(m.Names)
	if n < 3 || n > maxPeople {
		return fmt.Errorf("%d names", n)
	}
	if len(m.People) != m.View.Players() {
		return fmt.Errorf("%d seats' persons for %d players", len(m.People), m.View.Players())
	}
	for _, p := range m.People {
		if p < 0 || p >= n {
			return fmt.Errorf("person %d at a table of %d", p, n)
		}
	}
	if m.Turn >= n {
		return fmt.Errorf("turn %d at a table of %d", m.Turn, n)
	}
	if len(m.Totals) != n || len(m.Connected) != n || len(m.BotIn) != n || len(m.Taken) != n || len(m.EndAgreed) != n {
		return errors.New("lists of different lengths")
	}
	for _, s := range m.Names {
		if err := checkString("name", s, maxName); err != nil {
			return err
		}
	}
	return nil
}

func (m *Act) validate() error {
	if err := checkPos(m.Deal, m.Seq); err != nil {
		return err
	}
	_, err := game.ParseAction(m.Action)
	return err
}

func (m *Ready) validate() error { return checkPos(m.Deal, 0) }

func (m *End) validate() error { return nil }

func (m *Bye) validate() error { return checkReason(m.Reason) }

func (m *Ping) validate() error { return nil }

func (m *Key) validate() error {
	switch {
	case (m.Pake == "") == (m.Proof == ""):
		return errors.New("a key step carries a point or a proof")
	case m.Pake != "" && len(m.Pake) != pakePointB64:
		return fmt.Errorf("a PAKE point of %d characters, not %d", len(m.Pake), pakePointB64)
	case m.Proof != "" && len(m.Proof) != proofHex:
		return fmt.Errorf("a proof of %d characters, not %d", len(m.Proof), proofHex)
	}
	return nil
}
