-- wrk's script for the load test (examples/login-service/load/login_load.py): every request is POST /login for a
-- random user of the file given after `--` (lines "name password"), one in ten with a wrong
-- password. Each thread counts its answers by status; at the end one JSON line gives the
-- counts, the latency percentiles and wrk's socket errors.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  users = {}
  counts = {}  -- a global: done() reads it through thread:get
  for line in io.lines(args[1]) do
    local name, password = line:match("^(%S+) (%S+)$")
    if name then users[#users + 1] = { name, password } end
  end
  math.randomseed(os.time() + #threads * 7919 + math.floor(os.clock() * 1e6))
end

function request()
  local user = users[math.random(#users)]
  local password = user[2]
  if math.random(10) == 1 then password = password .. "-wrong" end
  return wrk.format("POST", "/login", { ["Content-Type"] = "application/x-www-form-urlencoded" },
    "user=" .. user[1] .. "&password=" .. password)
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do total[status] = (total[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(total) do parts[#parts + 1] = string.format('"%d": %d', status, n) end
  local e = summary.errors
  io.write(string.format('WRK-RESULT {"requests": %d, "duration_us": %d, "statuses": {%s}, ' ..
    '"p50_us": %d, "p99_us": %d, "max_us": %d, "errors": {"connect": %d, "read": %d, ' ..
    '"write": %d, "timeout": %d}}\n', summary.requests, summary.duration, table.concat(parts, ", "),
    latency:percentile(50), latency:percentile(99), latency.max, e.connect, e.read, e.write,
    e.timeout))
end
