package portmap_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cego-spiel/cego/ui/netplay/portmap"
)

// TestMain runs a role of the namespace tests when the test binary is run
// again inside a namespace of the lab (PORTMAP_ROLE).
func TestMain(m *testing.M) {
	switch os.Getenv("PORTMAP_ROLE") {
	case "mapper":
		os.Exit(mapperMain())
	case "probe":
		os.Exit(probeMain())
	}
	os.Exit(m.Run())
}

// mapped is what the mapper prints (RESULT, as JSON).
type mapped struct {
	External string        `json:"external,omitempty"`
	Local    string        `json:"local,omitempty"`
	Method   string        `json:"method,omitempty"`
	Lease    time.Duration `json:"lease,omitempty"`
	Reason   int           `json:"reason,omitempty"`
	Error    string        `json:"error,omitempty"`
	Took     time.Duration `json:"took"`
}

// greeting is what the mapper's listener writes to whoever connects.
const greeting = "hello from home A"

// mapperMain is the host's computer in home A: it listens on
// PORTMAP_PORT, asks the router for a mapping and prints RESULT; then it
// answers the lines of its input: "renewals" (RENEWALS n err) and
// "close" (CLOSED err, then it ends).
func mapperMain() int {
	port, _ := strconv.Atoi(os.Getenv("PORTMAP_PORT"))
	ln, err := net.Listen("tcp4", fmt.Sprintf(":%d", port))
	if err != nil {
		fmt.Println("ERROR", err)
		return 2
	}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			fmt.Fprintln(c, greeting)
			c.Close()
		}
	}()
	var o portmap.Options
	if m := os.Getenv("PORTMAP_METHOD"); m != "" {
		o.Methods = []portmap.Method{portmap.Method(m)}
	}
	o.Lease, _ = time.ParseDuration(os.Getenv("PORTMAP_LEASE"))
	o.Discover, _ = time.ParseDuration(os.Getenv("PORTMAP_DISCOVER"))
	o.Request, _ = time.ParseDuration(os.Getenv("PORTMAP_REQUEST"))
	start := time.Now()
	m, err := portmap.OpenWith(context.Background(), uint16(port), o)
	res := mapped{Took: time.Since(start)}
	if err != nil {
		res.Error = err.Error()
		var pe *portmap.Error
		if errors.As(err, &pe) {
			res.Reason = int(pe.Reason)
			res.Local = pe.Local.String()
			res.External = pe.External.String()
			res.Method = string(pe.Method)
		}
	} else {
		res.External, res.Local, res.Method, res.Lease = m.External().String(), m.Local().String(), string(m.Method()), m.Lease()
	}
	data, _ := json.Marshal(res)
	fmt.Printf("RESULT %s\n", data)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		switch sc.Text() {
		case "renewals":
			fmt.Printf("RENEWALS %d %s %v\n", m.Renewals(), m.External(), m.Err())
		case "close":
			start := time.Now()
			err := m.Close()
			fmt.Printf("CLOSED %v %v\n", err, time.Since(start))
			return 0
		}
	}
	return 0
}

// probeMain is a computer elsewhere: it connects to PORTMAP_ADDR and
// prints what it read (PROBE line) or PROBE-ERROR.
func probeMain() int {
	c, err := net.DialTimeout("tcp", os.Getenv("PORTMAP_ADDR"), 5*time.Second)
	if err != nil {
		fmt.Println("PROBE-ERROR", err)
		return 0
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(5 * time.Second))
	line, err := bufio.NewReader(c).ReadString('\n')
	if err != nil {
		fmt.Println("PROBE-ERROR", err)
		return 0
	}
	fmt.Println("PROBE", strings.TrimSpace(line))
	return 0
}
