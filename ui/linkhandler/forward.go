package linkhandler

import (
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/cego-spiel/cego/ui/netplay"
)

// The forwarding of a clicked link: the second program (Send) writes one
// message and closes its side for writing; the running one (the
// Receiver) reads at most maxMessage bytes within ioTimeout, checks the
// message (ParseMessage) and answers "ok" or "refused". A message is
//
//	CEGO-LINK 1
//	<token>   (empty on a Unix socket, where the folder and the peer's user guard it)
//	cego://…
//
// each line ending in a newline.

// header is a message's first line: the protocol and its version.
const header = "CEGO-LINK 1"

// maxMessage bounds a message: the header, a token of 64 hex digits and
// an invitation (netplay bounds it to 512 characters), with room to spare.
const maxMessage = 1024

// ioTimeout bounds each exchange, on both sides.
const ioTimeout = 5 * time.Second

// answers of the receiver
const (
	answerOK      = "ok\n"
	answerRefused = "refused\n"
)

// logf is where the receiver says what it refused (the tests replace it).
var logf = log.Printf

// message is what Send writes for link, with token.
func message(token, link string) []byte {
	return []byte(header + "\n" + token + "\n" + link + "\n")
}

// ParseMessage reads a message another program sent (untrusted): it is
// accepted only when it has the header, exactly the receiver's token and
// a well-formed invitation (netplay.ParseInvitation). Anything else is an
// error that says what is wrong.
func ParseMessage(data []byte, token string) (netplay.Invitation, error) {
	if len(data) > maxMessage {
		return netplay.Invitation{}, fmt.Errorf("the message is too long (more than %d bytes)", maxMessage)
	}
	s := string(data)
	if !strings.HasSuffix(s, "\n") {
		return netplay.Invitation{}, errors.New("the message does not end with a line break")
	}
	lines := strings.Split(s[:len(s)-1], "\n")
	if len(lines) != 3 {
		return netplay.Invitation{}, fmt.Errorf("the message has %d lines, not 3", len(lines))
	}
	if lines[0] != header {
		return netplay.Invitation{}, errors.New("the message is not a Cego link (wrong header)")
	}
	if subtle.ConstantTimeCompare([]byte(lines[1]), []byte(token)) != 1 {
		return netplay.Invitation{}, errors.New("the message has a wrong token")
	}
	inv, err := netplay.ParseInvitation(lines[2])
	if err != nil {
		return netplay.Invitation{}, fmt.Errorf("the link is no invitation: %w", err)
	}
	return inv, nil
}

// A Receiver takes the links later programs hand over (Listen) and
// passes each well-formed invitation to its accept function, one at a
// time, on a goroutine of its own.
type Receiver struct {
	l       net.Listener
	token   string
	peer    func(net.Conn) error // checks who connected (nil: the token does)
	accept  func(netplay.Invitation)
	cleanup func()
	done    chan struct{}
	once    sync.Once
}

// newReceiver serves l until Close.
func newReceiver(l net.Listener, token string, peer func(net.Conn) error, accept func(netplay.Invitation), cleanup func()) *Receiver {
	r := &Receiver{l: l, token: token, peer: peer, accept: accept, cleanup: cleanup, done: make(chan struct{})}
	go r.serve()
	return r
}

// Close stops the receiver and removes what Listen made.
func (r *Receiver) Close() error {
	var err error
	r.once.Do(func() {
		err = r.l.Close()
		<-r.done
		if r.cleanup != nil {
			r.cleanup()
		}
	})
	return err
}

func (r *Receiver) serve() {
	defer close(r.done)
	for {
		conn, err := r.l.Accept()
		if errors.Is(err, net.ErrClosed) {
			return
		}
		if err != nil {
			logf("cego: the link receiver: %v", err)
			time.Sleep(100 * time.Millisecond)
			continue
		}
		r.handle(conn)
	}
}

// handle reads one message from conn and answers it.
func (r *Receiver) handle(conn net.Conn) {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(ioTimeout))
	if r.peer != nil {
		if err := r.peer(conn); err != nil {
			logf("cego: a link from another program refused: %v", err)
			return
		}
	}
	data, err := io.ReadAll(io.LimitReader(conn, maxMessage+1))
	if err != nil {
		logf("cego: a link from another program refused: %v", err)
		return
	}
	inv, err := ParseMessage(data, r.token)
	if err != nil {
		logf("cego: a link from another program refused: %v", err)
		_, _ = io.WriteString(conn, answerRefused)
		return
	}
	if _, err := io.WriteString(conn, answerOK); err != nil {
		logf("cego: a link from another program: %v", err)
	}
	r.accept(inv)
}

// exchange sends link with token over conn and waits for the answer; it
// closes conn.
func exchange(conn net.Conn, token, link string) error {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(ioTimeout))
	if _, err := conn.Write(message(token, link)); err != nil {
		return err
	}
	if cw, ok := conn.(interface{ CloseWrite() error }); ok {
		if err := cw.CloseWrite(); err != nil {
			return err
		}
	}
	answer, err := io.ReadAll(io.LimitReader(conn, 64))
	if err != nil {
		return err
	}
	if string(answer) != answerOK {
		return errors.New("the running Cego did not take the link")
	}
	return nil
}
