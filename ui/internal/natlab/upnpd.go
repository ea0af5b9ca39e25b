package natlab

import (
	"bufio"
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"time"
)

// The double's UPnP-IGD: SSDP answers to M-SEARCH on the home's side, the
// device description and WANIPConnection's control (GetNATRSIPStatus,
// GetExternalIPAddress, AddPortMapping, DeletePortMapping).

const soapEnv = "http://schemas.xmlsoap.org/soap/envelope/"

func (r *Router) urn(kind, name string) string {
	return fmt.Sprintf("urn:schemas-upnp-org:%s:%s:%d", kind, name, r.cfg.UPnP)
}

func (r *Router) serveUPnP(ln net.Listener, ssdp, reply *net.UDPConn) {
	loc := "http://" + ln.Addr().String() + "/rootDesc.xml"
	uuid := "uuid:c3c0c3c0-0000-4000-8000-00000000000"
	// the types it answers a search for, each with its USN
	types := map[string]string{
		"upnp:rootdevice":                        uuid + "1::upnp:rootdevice",
		r.urn("device", "InternetGatewayDevice"): uuid + "1::" + r.urn("device", "InternetGatewayDevice"),
		r.urn("device", "WANDevice"):             uuid + "2::" + r.urn("device", "WANDevice"),
		r.urn("device", "WANConnectionDevice"):   uuid + "3::" + r.urn("device", "WANConnectionDevice"),
		r.urn("service", "WANIPConnection"):      uuid + "3::" + r.urn("service", "WANIPConnection"),
	}
	r.wg.Add(2)
	go func() {
		defer r.wg.Done()
		buf := make([]byte, 2048)
		for {
			n, from, err := ssdp.ReadFromUDP(buf)
			if err != nil {
				return
			}
			req, err := http.ReadRequest(bufio.NewReader(bytes.NewReader(buf[:n])))
			if err != nil || req.Method != "M-SEARCH" || req.Header.Get("Man") != `"ssdp:discover"` {
				continue
			}
			st := req.Header.Get("St")
			var answer []string
			if st == "ssdp:all" {
				for t := range types {
					answer = append(answer, t)
				}
			} else if _, ok := types[st]; ok {
				answer = []string{st}
			}
			r.mu.Lock()
			r.logf("search %q from %s: %d answers", st, from, len(answer))
			r.mu.Unlock()
			for _, t := range answer {
				msg := "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\nEXT:\r\nLOCATION: " + loc +
					"\r\nSERVER: Linux/6 UPnP/1.1 cego-test-double/1\r\nST: " + t + "\r\nUSN: " + types[t] + "\r\n\r\n"
				reply.WriteToUDP([]byte(msg), from)
			}
		}
	}()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /rootDesc.xml", func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
		fmt.Fprintf(w, `<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0"><specVersion><major>1</major><minor>%d</minor></specVersion>
<device><deviceType>%s</deviceType><friendlyName>router A (test double)</friendlyName><UDN>%s1</UDN>
<deviceList><device><deviceType>%s</deviceType><UDN>%s2</UDN>
<deviceList><device><deviceType>%s</deviceType><UDN>%s3</UDN>
<serviceList><service><serviceType>%s</serviceType><serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId>
<SCPDURL>/WANIPCn.xml</SCPDURL><controlURL>/ctl/IPConn</controlURL><eventSubURL>/evt/IPConn</eventSubURL></service></serviceList>
</device></deviceList></device></deviceList></device></root>`, r.cfg.UPnP-1,
			r.urn("device", "InternetGatewayDevice"), uuid, r.urn("device", "WANDevice"), uuid,
			r.urn("device", "WANConnectionDevice"), uuid, r.urn("service", "WANIPConnection"))
	})
	mux.HandleFunc("POST /ctl/IPConn", r.control)
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		defer r.wg.Done()
		srv.Serve(ln)
	}()
}

// soapArgs reads a SOAP request's action name and its arguments.
func soapArgs(body io.Reader) (string, map[string]string, error) {
	d := xml.NewDecoder(body)
	args := map[string]string{}
	action, depth, field := "", 0, ""
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return action, args, nil
		}
		if err != nil {
			return "", nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch depth {
			case 3: // Envelope, Body, the action
				action = t.Name.Local
			case 4:
				field = t.Name.Local
				args[field] = ""
			}
		case xml.CharData:
			if depth == 4 {
				args[field] += string(t)
			}
		case xml.EndElement:
			depth--
		}
	}
}

// control answers a WANIPConnection action.
func (r *Router) control(w http.ResponseWriter, req *http.Request) {
	service := r.urn("service", "WANIPConnection")
	action, args, err := soapArgs(io.LimitReader(req.Body, 1<<16))
	if err != nil || !strings.Contains(req.Header.Get("Soapaction"), service+"#"+action) {
		r.fault(w, 401, "Invalid Action")
		return
	}
	if action == "AddPortMapping" && r.cfg.Mute {
		r.mu.Lock()
		r.logf("upnp add: no answer")
		r.mu.Unlock()
		select {
		case <-req.Context().Done():
		case <-r.quit:
		}
		return
	}
	out := ""
	r.mu.Lock()
	defer r.mu.Unlock()
	switch action {
	case "GetNATRSIPStatus":
		out = "<NewRSIPAvailable>0</NewRSIPAvailable><NewNATEnabled>1</NewNATEnabled>"
	case "GetExternalIPAddress":
		out = "<NewExternalIPAddress>" + r.cfg.External.String() + "</NewExternalIPAddress>"
	case "AddPortMapping":
		ext, err1 := strconv.ParseUint(args["NewExternalPort"], 10, 16)
		in, err2 := strconv.ParseUint(args["NewInternalPort"], 10, 16)
		client, err3 := netip.ParseAddr(args["NewInternalClient"])
		lease, err4 := strconv.ParseUint(args["NewLeaseDuration"], 10, 32)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil || args["NewProtocol"] != "TCP" || ext == 0 || in == 0 {
			r.logf("upnp add: bad arguments %v", args)
			r.fault(w, 402, "Invalid Args")
			return
		}
		if r.cfg.Refuse {
			r.logf("upnp add %d: refused", ext)
			r.fault(w, 718, "ConflictInMappingEntry")
			return
		}
		if r.cfg.OnlyPermanent && lease != 0 {
			r.logf("upnp add %d lease %d: only permanent", ext, lease)
			r.fault(w, 725, "OnlyPermanentLeasesSupported")
			return
		}
		ok, err := r.mapLocked("upnp", uint16(ext), netip.AddrPortFrom(client, uint16(in)), time.Duration(lease)*time.Second)
		if err != nil {
			r.logf("error %v", err)
			r.fault(w, 501, "Action Failed")
			return
		}
		if !ok {
			r.fault(w, 718, "ConflictInMappingEntry")
			return
		}
	case "DeletePortMapping":
		ext, err := strconv.ParseUint(args["NewExternalPort"], 10, 16)
		if _, held := r.grants[uint16(ext)]; err != nil || !held {
			r.logf("upnp delete %s: no such entry", args["NewExternalPort"])
			r.fault(w, 714, "NoSuchEntryInArray")
			return
		}
		r.unmapLocked(uint16(ext), "upnp delete")
	default:
		r.fault(w, 401, "Invalid Action")
		return
	}
	w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
	fmt.Fprintf(w, `<?xml version="1.0"?><s:Envelope xmlns:s="%s" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><u:%sResponse xmlns:u="%s">%s</u:%sResponse></s:Body></s:Envelope>`,
		soapEnv, action, service, out, action)
}

// fault answers a UPnP error.
func (r *Router) fault(w http.ResponseWriter, code int, desc string) {
	w.Header().Set("Content-Type", `text/xml; charset="utf-8"`)
	w.WriteHeader(http.StatusInternalServerError)
	fmt.Fprintf(w, `<?xml version="1.0"?><s:Envelope xmlns:s="%s" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><s:Fault><faultcode>s:Client</faultcode><faultstring>UPnPError</faultstring><detail><UPnPError xmlns="urn:schemas-upnp-org:control-1-0"><errorCode>%d</errorCode><errorDescription>%s</errorDescription></UPnPError></detail></s:Fault></s:Body></s:Envelope>`,
		soapEnv, code, desc)
}
