//! The cost of a verdict's language: 2,000 faulty generated games (every one with a fault, of
//! every kind, under classic, salvo and russian rules), adjudicated once, then their verdicts
//! written as JSON in each language of the catalogs (`Worded`, as `check --lang` writes them),
//! and checked end to end (read, adjudicate, write) in each. Prints each language's time as a
//! ratio of English's (the goal: at most 1.10x), from criterion's runs and from rounds that time
//! every language back to back (the fairer one on a machine whose speed drifts).
//!
//! Run with `cargo bench --bench words`.

use std::hint::black_box;
use std::time::Duration;

use broadside::generate::{FaultChoice, Generator};
use broadside::words::{Lang, Worded};
use broadside::{Overrides, Preset, RulesSpec, Verdict, check_record};
use criterion::{Criterion, criterion_group, criterion_main};

/// The allocator of the `broadside` binary, so that the figures are the binary's.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

const GAMES: u64 = 2_000;

fn records() -> Vec<String> {
    let specs = [Preset::Classic, Preset::Salvo, Preset::Russian].map(RulesSpec::Preset).to_vec();
    let generator = Generator::new(specs, 7).expect("the presets generate");
    (0..GAMES).map(|i| serde_json::to_string(&generator.game(i, FaultChoice::Random).record).unwrap()).collect()
}

fn write_all(verdicts: &[Verdict], lang: Lang, out: &mut Vec<u8>) {
    out.clear();
    for verdict in verdicts {
        serde_json::to_writer(&mut *out, &Worded { verdict, lang }).unwrap();
        out.push(b'\n');
    }
}

fn bench(c: &mut Criterion) {
    let records = records();
    let verdicts: Vec<Verdict> = records.iter().map(|r| check_record(r, &Overrides::default()).unwrap()).collect();
    let violations: usize = verdicts.iter().map(|v| v.violations.len()).sum();
    let mut out = Vec::with_capacity(1 << 24);
    let mut group = c.benchmark_group("words");
    group.sample_size(20).measurement_time(Duration::from_secs(4));
    let mut medians = Vec::new();
    for lang in Lang::ALL {
        let mut times = Vec::new();
        group.bench_function(format!("write_{}", lang.code()), |b| {
            b.iter_custom(|iters| {
                let start = std::time::Instant::now();
                for _ in 0..iters {
                    write_all(black_box(&verdicts), lang, &mut out);
                }
                let took = start.elapsed();
                times.push(took / iters as u32);
                took
            })
        });
        let mut check = Vec::new();
        group.bench_function(format!("check_{}", lang.code()), |b| {
            b.iter_custom(|iters| {
                let start = std::time::Instant::now();
                for _ in 0..iters {
                    for record in &records {
                        let verdict = check_record(black_box(record), &Overrides::default()).unwrap();
                        out.clear();
                        serde_json::to_writer(&mut out, &Worded { verdict: &verdict, lang }).unwrap();
                    }
                }
                let took = start.elapsed();
                check.push(took / iters as u32);
                took
            })
        });
        times.sort();
        check.sort();
        medians.push((lang, times[times.len() / 2], check[check.len() / 2]));
    }
    group.finish();
    let rounds = rounds(&records, &verdicts, &mut out);
    println!("\n{GAMES} faulty games, {violations} violations; median time, and its ratio to English's:");
    println!(
        "{:<10} {:>14} {:>8} {:>22} {:>8}   {ROUNDS} rounds, median ratio: {:>6} {:>6}",
        "language", "write verdicts", "vs en", "check (read+write)", "vs en", "write", "check"
    );
    let (en_write, en_check) = (medians[0].1, medians[0].2);
    for ((lang, write, check), (round_write, round_check)) in medians.into_iter().zip(rounds) {
        println!(
            "{:<10} {:>12.1}ms {:>7.2}x {:>20.1}ms {:>7.2}x   {:>28.2}x {:>5.2}x",
            lang.code(),
            write.as_secs_f64() * 1e3,
            write.as_secs_f64() / en_write.as_secs_f64(),
            check.as_secs_f64() * 1e3,
            check.as_secs_f64() / en_check.as_secs_f64(),
            round_write,
            round_check,
        );
    }
}

/// Rounds that time every language back to back, each starting from another language.
const ROUNDS: usize = 15;

/// The median over [`ROUNDS`] rounds of each language's time as a ratio of English's in the same
/// round (write, check), in [`Lang::ALL`]'s order: on a shared machine whose speed drifts, fairer
/// than criterion's groups, which run one language after another.
fn rounds(records: &[String], verdicts: &[Verdict], out: &mut Vec<u8>) -> Vec<(f64, f64)> {
    let time = |f: &mut dyn FnMut()| {
        let start = std::time::Instant::now();
        f();
        start.elapsed().as_secs_f64()
    };
    let mut ratios = vec![(Vec::new(), Vec::new()); Lang::COUNT];
    for round in 0..ROUNDS {
        let mut took = [(0.0, 0.0); Lang::COUNT];
        for k in 0..Lang::COUNT {
            let i = (round + k) % Lang::COUNT;
            let lang = Lang::ALL[i];
            let write = time(&mut || write_all(black_box(verdicts), lang, out));
            let check = time(&mut || {
                for record in records {
                    let verdict = check_record(black_box(record), &Overrides::default()).unwrap();
                    out.clear();
                    serde_json::to_writer(&mut *out, &Worded { verdict: &verdict, lang }).unwrap();
                }
            });
            took[i] = (write, check);
        }
        for (i, (write, check)) in took.iter().enumerate() {
            ratios[i].0.push(write / took[0].0);
            ratios[i].1.push(check / took[0].1);
        }
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    ratios.into_iter().map(|(w, c)| (median(w), median(c))).collect()
}

criterion_group!(benches, bench);
criterion_main!(benches);
