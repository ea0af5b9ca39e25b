// Package natlab is for tests only: two homes behind NAT and an
// "internet" between them, built of network namespaces (ip netns) as
// root, and a test double of the first home's router that answers
// UPnP-IGD (SSDP search, device description, WANIPConnection SOAP),
// NAT-PMP and PCP MAP and installs each mapping it grants as an iptables
// DNAT rule.
//
//	home A (HomeA, 192.168.1.2) — router A (RouterA: 192.168.1.1 | 198.51.100.2, the double)
//	  — internet (Inet: 198.51.100.1 | 203.0.113.1)
//	  — router B (RouterB: 203.0.113.2 | 192.168.178.1) — home B (HomeB, 192.168.178.20)
//
// Both routers masquerade their home. No namespace has an interface that
// leads out of the lab (Lab.CheckSealed), so no packet of a test leaves
// it. New skips the test when it does not run as root or ip or iptables
// is missing, and deletes every namespace at the end, also when the test
// fails (and those of a killed test run at the next one).
package natlab
