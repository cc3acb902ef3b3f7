use broadside::Referee;
use broadside::cli::batch::{Input, Options, check_lines};
use std::time::Instant;
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;
fn cpu() -> f64 {
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    u.ru_utime.tv_sec as f64
        + u.ru_utime.tv_usec as f64 * 1e-6
        + u.ru_stime.tv_sec as f64
        + u.ru_stime.tv_usec as f64 * 1e-6
}
fn main() {
    let text = std::fs::read(std::env::args().nth(1).unwrap()).unwrap();
    let jobs: usize = std::env::args().nth(2).unwrap().parse().unwrap();
    let referee = Referee::default();
    let opts = Options { jobs, strict: false, summary: false, page: false, progress: None };
    for _ in 0..6 {
        let (t, c) = (Instant::now(), cpu());
        check_lines(&referee, &opts, Input::Bytes(&text), &mut std::io::sink()).unwrap();
        println!("jobs {jobs}: wall {:.1} ms cpu {:.1} ms", t.elapsed().as_secs_f64() * 1e3, (cpu() - c) * 1e3);
    }
}
