//! Addresses: the host a page's link names, and whether an address is open to the
//! network.

use std::net::SocketAddr;

/// The host that links name for a server listening at `addr`: its address, or, for an
/// address that listens on every interface (`0.0.0.0`), this machine's first IPv4 address
/// on a network (not the loopback one), found among its interfaces; the loopback address
/// if it has none.
pub fn link_host(addr: SocketAddr) -> String {
    if !addr.ip().is_unspecified() {
        return addr.ip().to_string();
    }
    network_ipv4()
        .map(|ip| ip.to_string())
        .unwrap_or_else(|| "127.0.0.1".into())
}

/// True if `addr` can be reached from other machines (it is not a loopback address).
pub fn is_open(addr: SocketAddr) -> bool {
    !addr.ip().is_loopback()
}

/// The first IPv4 address of an interface that is up and not the loopback one.
fn network_ipv4() -> Option<std::net::Ipv4Addr> {
    let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
    // SAFETY: getifaddrs fills `list` with a linked list that freeifaddrs releases; every
    // node and address is read only while the list is alive.
    unsafe {
        if libc::getifaddrs(&mut list) != 0 {
            return None;
        }
        let mut found = None;
        let mut node = list;
        while !node.is_null() && found.is_none() {
            let ifa = &*node;
            let up = ifa.ifa_flags & libc::IFF_UP as libc::c_uint != 0;
            let loopback = ifa.ifa_flags & libc::IFF_LOOPBACK as libc::c_uint != 0;
            if up
                && !loopback
                && !ifa.ifa_addr.is_null()
                && i32::from((*ifa.ifa_addr).sa_family) == libc::AF_INET
            {
                let sin = &*(ifa.ifa_addr as *const libc::sockaddr_in);
                found = Some(std::net::Ipv4Addr::from(u32::from_be(sin.sin_addr.s_addr)));
            }
            node = ifa.ifa_next;
        }
        libc::freeifaddrs(list);
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_loopback_addresses_are_closed_to_the_network() {
        let at = |s: &str| s.parse::<SocketAddr>().unwrap();
        assert!(!is_open(at("127.0.0.1:8023")));
        assert!(!is_open(at("[::1]:8023")));
        assert!(is_open(at("0.0.0.0:8023")));
        assert!(is_open(at("192.168.1.20:8023")));
        assert_eq!(link_host(at("127.0.0.1:8023")), "127.0.0.1");
        assert_eq!(link_host(at("192.168.1.20:8023")), "192.168.1.20");
        // Every interface: links name one of this machine's addresses, never 0.0.0.0.
        let host = link_host(at("0.0.0.0:8023"));
        assert!(
            host.parse::<std::net::Ipv4Addr>()
                .is_ok_and(|ip| !ip.is_unspecified())
        );
    }
}
