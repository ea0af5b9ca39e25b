package linkhandler

import (
	"bufio"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/netplay"
)

// testLink is a well-formed invitation.
const testLink = "cego://192.0.2.7:47474/?code=K7M2QX&fp=5b87d835aa0b71c3d2e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6"

// transport is one of the channels (transports_*_test.go): the Unix
// socket and the loopback TCP port with its token.
type transport struct {
	name   string
	listen func(string, func(netplay.Invitation)) (*Receiver, error)
	send   func(string, string) error
	// dial connects to the receiver of a config folder as Send would,
	// without Send's checks
	dial func(dir string) (net.Conn, error)
	// left is the file a killed receiver leaves behind
	left func(dir string) string
}

// tcpTransport is the loopback TCP channel, on every platform.
var tcpTransport = transport{
	name: "tcp", listen: listenTCP, send: sendTCP,
	dial: func(dir string) (net.Conn, error) {
		port, _, err := readPortFile(dir)
		if err != nil {
			return nil, err
		}
		return net.Dial("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	},
	left: func(dir string) string { return filepath.Join(dir, portFile) },
}

// transportNamed is the transport of that name.
func transportNamed(name string) transport {
	for _, tr := range transports() {
		if tr.name == name {
			return tr
		}
	}
	panic("no transport " + name)
}

// folders gives the test a config folder and a runtime folder of its own.
func folders(t *testing.T) string {
	t.Helper()
	t.Setenv("XDG_RUNTIME_DIR", tempDir(t))
	return tempDir(t)
}

// tempDir is a new folder, removed when t ends as far as it can be: not
// t.TempDir, whose removal fails under wine 8.0 (.ci/wine-test) for any
// folder with a file in it.
func tempDir(t *testing.T) string {
	t.Helper()
	d, err := os.MkdirTemp("", "cego-link-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(d) })
	return d
}

// receiving listens on dir and returns the channel of what it accepts.
func receiving(t *testing.T, tr transport, dir string) (*Receiver, chan netplay.Invitation) {
	t.Helper()
	got := make(chan netplay.Invitation, 4)
	r, err := tr.listen(dir, func(inv netplay.Invitation) { got <- inv })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = r.Close() })
	return r, got
}

// TestForward: a second "instance" hands a link to the first, which gets
// the invitation; after the first closes, a link finds nobody.
func TestForward(t *testing.T) {
	for _, tr := range transports() {
		t.Run(tr.name, func(t *testing.T) {
			dir := folders(t)
			r, got := receiving(t, tr, dir)
			if err := tr.send(dir, " "+testLink+" "); err != nil {
				t.Fatalf("send: %v", err)
			}
			want, _ := netplay.ParseInvitation(testLink)
			select {
			case inv := <-got:
				if inv != want {
					t.Errorf("received %+v, want %+v", inv, want)
				}
			case <-time.After(10 * time.Second):
				t.Fatal("nothing received")
			}
			if err := r.Close(); err != nil {
				t.Fatal(err)
			}
			if err := tr.send(dir, testLink); err == nil {
				t.Error("a link was taken after the receiver closed")
			}
			if _, err := os.Stat(tr.left(dir)); !os.IsNotExist(err) {
				t.Errorf("%s stays after Close: %v", tr.left(dir), err)
			}
		})
	}
}

// raw sends data as it is to the receiver of dir and returns the answer.
func raw(t *testing.T, tr transport, dir string, data []byte) string {
	t.Helper()
	conn, err := tr.dial(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(10 * time.Second))
	_, _ = conn.Write(data)
	if cw, ok := conn.(interface{ CloseWrite() error }); ok {
		_ = cw.CloseWrite()
	}
	answer, _ := io.ReadAll(conn)
	return string(answer)
}

// TestBadMessageRefused: what is not a well-formed invitation with the
// right token is refused, and nothing reaches the window; a good link
// after them still does.
func TestBadMessageRefused(t *testing.T) {
	for _, tr := range transports() {
		t.Run(tr.name, func(t *testing.T) {
			dir := folders(t)
			r, got := receiving(t, tr, dir)
			token := r.token
			bad := [][]byte{
				[]byte("hello"),
				message(token, "https://example.com/"),
				message(token, "cego://192.0.2.7:47474/?code=K7M2QX"),
				message(token+"x", testLink),
				[]byte(strings.Repeat("A", 5000)),
				append(message(token, testLink), "more\n"...),
				[]byte(header + "\n" + token + "\n" + testLink), // no line break at the end
			}
			for i, m := range bad {
				if a := raw(t, tr, dir, m); a != answerRefused && a != "" {
					t.Errorf("message %d: answer %q", i, a)
				}
			}
			if err := tr.send(dir, testLink); err != nil {
				t.Fatalf("a good link after the bad ones: %v", err)
			}
			select {
			case inv := <-got:
				if inv.Format() != testLink {
					t.Errorf("received %q", inv.Format())
				}
			case <-time.After(10 * time.Second):
				t.Fatal("the good link was not received")
			}
			select {
			case inv := <-got:
				t.Errorf("a bad message was accepted as %+v", inv)
			default:
			}
		})
	}
}

// TestStaleSocketTakenOver: a program holding the folder is killed
// (SIGKILL: its socket or port file stays); a second program cannot hand
// it the link, and the next program to hold the folder takes the channel
// over.
func TestStaleSocketTakenOver(t *testing.T) {
	for _, tr := range transports() {
		t.Run(tr.name, func(t *testing.T) {
			dir := folders(t)
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperReceiver$")
			cmd.Env = append(os.Environ(), "CEGO_LINK_HELPER="+dir, "CEGO_LINK_HELPER_TRANSPORT="+tr.name)
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
			line, err := bufio.NewReader(out).ReadString('\n')
			if err != nil || line != "listening\n" {
				t.Fatalf("the helper said %q (%v)", line, err)
			}
			if err := cmd.Process.Kill(); err != nil {
				t.Fatal(err)
			}
			_ = cmd.Wait()
			left := tr.left(dir)
			if _, err := os.Stat(left); err != nil {
				t.Fatalf("the killed program left no %s: %v", left, err)
			}
			if err := tr.send(dir, testLink); err == nil {
				t.Fatal("a killed program took the link")
			}
			_, got := receiving(t, tr, dir)
			if err := tr.send(dir, testLink); err != nil {
				t.Fatalf("the program after the killed one: %v", err)
			}
			select {
			case <-got:
			case <-time.After(10 * time.Second):
				t.Fatal("nothing received")
			}
		})
	}
}

// TestHelperReceiver is the program TestStaleSocketTakenOver kills: it
// listens and waits (only when started so).
func TestHelperReceiver(t *testing.T) {
	dir := os.Getenv("CEGO_LINK_HELPER")
	if dir == "" {
		t.Skip("started by TestStaleSocketTakenOver only")
	}
	tr := transportNamed(os.Getenv("CEGO_LINK_HELPER_TRANSPORT"))
	if _, err := tr.listen(dir, func(netplay.Invitation) {}); err != nil {
		t.Fatal(err)
	}
	os.Stdout.WriteString("listening\n")
	time.Sleep(time.Minute)
}
