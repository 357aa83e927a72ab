-- wrk script: counts non-200 answers and bodies that differ from the expected file.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  local file = assert(io.open(os.getenv("BENCH_EXPECTED_BODY"), "rb"))
  expected = file:read("*a")
  file:close()
  non200 = 0
  mismatched = 0
end

function response(status, headers, body)
  if status ~= 200 then
    non200 = non200 + 1
  elseif body ~= expected then
    mismatched = mismatched + 1
  end
end

function done(summary, latency, requests)
  local bad_status, bad_body = 0, 0
  for _, thread in ipairs(threads) do
    bad_status = bad_status + thread:get("non200")
    bad_body = bad_body + thread:get("mismatched")
  end
  io.write(string.format(
    "BENCH_RESULT requests=%d seconds=%.3f non2xx=%d mismatched=%d p50_us=%d p99_us=%d errors=%d\n",
    summary.requests, summary.duration / 1e6, bad_status, bad_body,
    latency:percentile(50), latency:percentile(99),
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.status + summary.errors.timeout))
end
