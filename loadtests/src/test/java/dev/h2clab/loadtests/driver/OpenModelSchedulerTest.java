package dev.h2clab.loadtests.driver;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class OpenModelSchedulerTest {

    private static final long MS = 1_000_000L;

    /** A clock the test moves by hand: no sleeps, no timing flakiness. */
    static final class FakeClock implements NanoClock {
        long now;

        @Override
        public long nanoTime() {
            return now;
        }
    }

    @Test
    void sendsEveryDueRequestStampedWithItsIntendedTimeEvenWhenTicksAreLate() {
        FakeClock clock = new FakeClock();
        clock.now = 1_000 * MS;
        List<Long> sent = new ArrayList<>();
        ArrivalSchedule schedule = ArrivalSchedule.of(clock.now, 1000); // one request per ms
        OpenModelScheduler scheduler = new OpenModelScheduler(schedule, clock.now, clock.now + 100 * MS, clock,
                intended -> sent.add(intended));

        assertThat(scheduler.tick()).isEqualTo(1); // t=0: request 0 is due
        clock.now += 3 * MS;
        assertThat(scheduler.tick()).isEqualTo(3); // t=3ms: requests 1..3
        clock.now += 40 * MS; // a 40 ms stall (GC, busy loop): the backlog goes out at once
        assertThat(scheduler.tick()).isEqualTo(40);

        assertThat(sent).hasSize(44);
        for (int i = 0; i < sent.size(); i++) {
            assertThat(sent.get(i)).as("request %d", i).isEqualTo(1_000 * MS + i * MS);
        }
        assertThat(scheduler.scheduled()).isEqualTo(44);
        assertThat(scheduler.maxLagNanos()).isEqualTo(39 * MS); // request 4 was due at 4 ms, sent at 43 ms
        assertThat(scheduler.late()).isEqualTo(29); // requests 4..32 left more than 10 ms late
    }

    @Test
    void keepsTheScheduleOverTheWholeRunAndStopsAtTheEnd() {
        FakeClock clock = new FakeClock();
        List<Long> sent = new ArrayList<>();
        ArrivalSchedule schedule = ArrivalSchedule.of(0, 300); // interval 3.333 ms: rounding must not drift
        OpenModelScheduler scheduler = new OpenModelScheduler(schedule, 0, 1_000 * MS, clock, sent::add);
        while (clock.now < 2_000 * MS) {
            scheduler.tick();
            clock.now += 7 * MS; // ticks never aligned with the schedule
        }
        assertThat(sent).hasSize(300);
        assertThat(sent.get(299)).isEqualTo(Math.round(299 * 1e9 / 300));
        assertThat(scheduler.finished()).isTrue();
        assertThat(scheduler.late()).isZero();
    }

    @Test
    void countsOnlyTheMeasuredWindowAndReportsDrops() {
        FakeClock clock = new FakeClock();
        ArrivalSchedule schedule = ArrivalSchedule.of(0, 1000);
        int[] calls = {0};
        OpenModelScheduler scheduler = new OpenModelScheduler(schedule, 10 * MS, 20 * MS, clock,
                intended -> ++calls[0] % 2 == 0); // every other send refused (in-flight cap)
        clock.now = 30 * MS;
        scheduler.tick();
        assertThat(calls[0]).isEqualTo(20); // warm-up requests 0..9 are sent too
        assertThat(scheduler.scheduled()).isEqualTo(10); // but only 10..19 are counted
        assertThat(scheduler.dropped()).isEqualTo(5);
        assertThat(scheduler.sent()).isEqualTo(5);
    }

    @Test
    void tellsHowLongToSleepUntilTheNextRequestAndTheMeanLag() {
        FakeClock clock = new FakeClock();
        ArrivalSchedule schedule = ArrivalSchedule.of(0, 1000); // due at 0, 1, 2 ... ms
        OpenModelScheduler scheduler = new OpenModelScheduler(schedule, 0, 3 * MS, clock, intended -> true);
        assertThat(scheduler.nanosUntilNextDue()).isZero(); // request 0 is due now
        scheduler.tick();
        assertThat(scheduler.nanosUntilNextDue()).isEqualTo(MS);
        clock.now = 1_250_000; // woke 250 us late: request 1 goes out 250 us after its time
        scheduler.tick();
        assertThat(scheduler.nanosUntilNextDue()).isEqualTo(750_000);
        clock.now = 2 * MS; // on time
        scheduler.tick();
        assertThat(scheduler.nanosUntilNextDue()).as("nothing left before the end").isEqualTo(-1);
        assertThat(scheduler.meanLagNanos()).isEqualTo(250_000 / 3.0);
    }

    @Test
    void arrivalScheduleIsEmptyBeforeItsStart() {
        ArrivalSchedule schedule = ArrivalSchedule.of(100, 1000);
        assertThat(schedule.dueCount(99)).isZero();
        assertThat(schedule.dueCount(100)).isEqualTo(1);
        assertThat(schedule.dueCount(100 + MS - 1)).isEqualTo(1);
        assertThat(schedule.dueCount(100 + MS)).isEqualTo(2);
    }
}
