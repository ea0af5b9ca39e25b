package netplay

import (
	"github.com/cego-spiel/cego/game"
)

// Protocol is the version of the messages, the one version a guest and a
// host compare. A guest and a host of different versions do not play
// together: the host refuses the hello with ReasonHostNewer or
// ReasonHostOlder (seen from the guest). It covers everything the messages
// carry, the views' JSON form (game.ViewFormat) too: a new view format is a
// new Protocol (TestProtocolCoversViewFormat). Version 3 is the first over
// TLS, with the code exchange (Key).
const Protocol = 3

// Limits of what the host reads from a guest and a guest from the host.
const (
	// MaxGuestMessage bounds a message a guest sends (acts are tiny).
	MaxGuestMessage = 64 << 10
	// MaxHostMessage bounds a message the host sends (a welcome carries the
	// views of every finished deal).
	MaxHostMessage = 8 << 20
	// maxName, maxToken and maxCode bound the strings of a hello.
	maxName  = 64
	maxToken = 64
	maxCode  = 16
	maxText  = 1024
	// maxPeople bounds the persons of a table (five at the table).
	maxPeople = 5
	// maxDeals bounds the finished deals a welcome carries.
	maxDeals = 10000
)

// Message types, the "type" of the envelope.
const (
	TypeHello   = "hello"
	TypeWelcome = "welcome"
	TypeRefused = "refused"
	TypeUpdate  = "update"
	TypeAct     = "act"
	TypeReady   = "ready"
	TypeEnd     = "end"
	TypeBye     = "bye"
	TypePing    = "ping"
	TypeKey     = "key"
)

// A Reason names why the host refused a hello or an action, or why a
// connection ended; the window turns it into plain words.
type Reason string

// The reasons.
const (
	// ReasonHostNewer: the host runs a newer Cego (its Protocol is higher).
	ReasonHostNewer Reason = "host-newer"
	// ReasonHostOlder: the host runs an older Cego.
	ReasonHostOlder Reason = "host-older"
	// ReasonGuestNewer and ReasonGuestOlder: the same, seen from the host
	// (in its Events).
	ReasonGuestNewer Reason = "guest-newer"
	ReasonGuestOlder Reason = "guest-older"
	// ReasonBadCode: the table code is wrong (or, in the code exchange,
	// the guest's proof of it does not hold for this connection).
	ReasonBadCode Reason = "bad-code"
	// ReasonBadToken: the reconnect token belongs to no seat.
	ReasonBadToken Reason = "bad-token"
	// ReasonSeatTaken: the wanted seat is not free.
	ReasonSeatTaken Reason = "seat-taken"
	// ReasonTableFull: no seat is free.
	ReasonTableFull Reason = "table-full"
	// ReasonBusy: too many tries of the code from the guest's address;
	// he may try again in a moment.
	ReasonBusy Reason = "busy"
	// ReasonNoHello: the first message was not a hello, or came too late.
	ReasonNoHello Reason = "no-hello"
	// ReasonBadMessage: a message could not be read; the sender is
	// disconnected.
	ReasonBadMessage Reason = "bad-message"
	// ReasonNotYourTurn: an action while another person is to act.
	ReasonNotYourTurn Reason = "not-your-turn"
	// ReasonStale: an action for a deal or step that is not the current one
	// (late, or repeated).
	ReasonStale Reason = "stale"
	// ReasonIllegal: the engine refuses the action; Refused.Code and Text
	// are its refusal.
	ReasonIllegal Reason = "illegal"
	// ReasonReplaced: the same seat connected again (with its token); the
	// older connection is closed.
	ReasonReplaced Reason = "replaced"
	// ReasonHostLeft: the host closed the table.
	ReasonHostLeft Reason = "host-left"
	// ReasonSittingOver: the sitting has ended.
	ReasonSittingOver Reason = "sitting-over"
	// ReasonSeatFreed: the host freed the guest's seat (Host.FreeSeat);
	// his token no longer counts.
	ReasonSeatFreed Reason = "seat-freed"
	// ReasonTooSlow: the guest did not read its messages.
	ReasonTooSlow Reason = "too-slow"
)

// A Message is one of the message types: *Hello, *Welcome, *Refused,
// *Update, *Act, *Ready, *End, *Bye, *Ping, *Key.
type Message interface {
	// Type is the message's envelope type (TypeHello, …).
	Type() string
	validate() error
}

// Hello is a guest's first message, or the first after the code
// exchange (Key).
type Hello struct {
	// Code is the table code the host shows. A Client sends it only to a
	// host whose certificate it has pinned; after the code exchange it is
	// empty (the exchange proved it). Dial's caller gives it here.
	Code string `json:"code,omitempty"`
	// Name is the guest's name at the table.
	Name string `json:"name"`
	// Token, when set, reclaims the seat it was given with (reconnecting).
	Token string `json:"token,omitempty"`
	// App is the guest program's version, for the host's log.
	App string `json:"app,omitempty"`
	// Seat is the person wanted; nil takes any free seat.
	Seat *int `json:"seat,omitempty"`
}

// Kind says who plays a person.
type Kind string

// The kinds of persons.
const (
	KindHost  Kind = "host"  // the host's own player
	KindGuest Kind = "guest" // a seat for a friend
	KindBot   Kind = "bot"   // a bot for the whole sitting
)

// Welcome is the host's answer to an accepted hello.
type Welcome struct {
	// Person is the guest's person (0..People-1).
	Person int `json:"person"`
	// Token reclaims the seat after a lost connection.
	Token string `json:"token"`
	// Rules are the sitting's rules.
	Rules game.Rules `json:"rules"`
	// Kinds says who plays each person.
	Kinds []Kind `json:"kinds"`
	// Done holds the guest's view of each finished deal, in order.
	Done []game.View `json:"done"`
	// Current is the table now; nil before the first deal is dealt, when
	// Names holds the persons' names.
	Current *Update  `json:"current,omitempty"`
	Names   []string `json:"names,omitempty"`
	// Keepalive is how often (milliseconds) the guest sends a ping.
	Keepalive int `json:"keepalive"`
	// App is the host program's version.
	App string `json:"app,omitempty"`
}

// Refused refuses a hello (Deal 0) or an act.
type Refused struct {
	Reason Reason `json:"reason"`
	// Deal and Seq are those of the refused act.
	Deal int `json:"deal,omitempty"`
	Seq  int `json:"seq,omitempty"`
	// Code and Text are the engine's refusal (ReasonIllegal and
	// ReasonNotYourTurn): game.RefusalCode and its English sentence.
	Code game.RefusalCode `json:"code,omitempty"`
	Text string           `json:"text,omitempty"`
	// Protocol is the host's protocol (on ReasonHostNewer/Older).
	Protocol int `json:"protocol,omitempty"`
}

// Update is the table after an action or at a deal's start, as one person
// may know it.
type Update struct {
	// Deal is the deal number (from 1); Seq the number of actions taken in
	// it (len(sitting.Actions())).
	Deal int `json:"deal"`
	Seq  int `json:"seq"`
	// Seat acted last, or -1 at a deal's start.
	Seat game.Seat `json:"seat"`
	// Action is the last action's §16 token when this person may know it
	// (calls, played cards, his own actions), else empty.
	Action string `json:"action,omitempty"`
	// People is the person at each seat of the deal (with FIVE_AT_TABLE
	// the dealer sits out; otherwise person = seat).
	People []int `json:"people"`
	// Turn is the person to act, -1 when nobody is (the deal is over).
	Turn int `json:"turn"`
	// View is the person's view of the deal.
	View game.View `json:"view"`
	// Totals are the persons' running totals over the finished deals.
	Totals []int `json:"totals"`
	// Names of all persons; Connected says who is at the table now (the
	// host and the bots always); BotIn who is played by a bot for an
	// absent guest; Taken which guests' seats somebody holds (with his
	// token), at the table or away — the others are free.
	Names     []string `json:"names"`
	Connected []bool   `json:"connected"`
	BotIn     []bool   `json:"botIn"`
	Taken     []bool   `json:"taken"`
	// EndAgreed lists the persons who want to end the sitting now.
	EndAgreed []bool `json:"endAgreed"`
}

// Act is a guest's action. It has no seat: the seat is the connection's.
type Act struct {
	Deal   int    `json:"deal"`
	Seq    int    `json:"seq"`
	Action string `json:"action"`
}

// Ready says the guest pressed "next deal" after deal Deal.
type Ready struct {
	Deal int `json:"deal"`
}

// End proposes (or agrees) to end the sitting early; Agree false withdraws.
type End struct {
	Agree bool `json:"agree"`
}

// Bye tells the guests that the host leaves or the sitting is over.
type Bye struct {
	Reason Reason `json:"reason"`
}

// Ping keeps an idle connection open.
type Ping struct{}

// Key is a step of the code exchange (codekey.go) by which a guest who
// has not pinned the table's certificate and the host prove to each other
// that they know the table code, bound to this TLS connection: the guest
// sends his PAKE point, the host his; the guest sends his proof, the host
// (when it holds) his. Exactly one field is set.
type Key struct {
	// Pake is a PAKE point: P-256 x and y, 32 bytes each, in base64.
	Pake string `json:"pake,omitempty"`
	// Proof is an HMAC-SHA256 of the connection's keying material under
	// the exchanged key, in hex.
	Proof string `json:"proof,omitempty"`
}

// Type implements Message.
func (*Hello) Type() string { return TypeHello }

// Type implements Message.
func (*Welcome) Type() string { return TypeWelcome }

// Type implements Message.
func (*Refused) Type() string { return TypeRefused }

// Type implements Message.
func (*Update) Type() string { return TypeUpdate }

// Type implements Message.
func (*Act) Type() string { return TypeAct }

// Type implements Message.
func (*Ready) Type() string { return TypeReady }

// Type implements Message.
func (*End) Type() string { return TypeEnd }

// Type implements Message.
func (*Bye) Type() string { return TypeBye }

// Type implements Message.
func (*Ping) Type() string { return TypePing }

// Type implements Message.
func (*Key) Type() string { return TypeKey }
